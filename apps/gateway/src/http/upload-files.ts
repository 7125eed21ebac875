import { sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { localStorage } from "../storage/local.js";

/**
 * Serves local uploads at `/uploads/` (the upload endpoints themselves are declared actions,
 * see gateway-route.ts and services/upload). Nothing is served when the storage is S3.
 */
export async function registerUploadFiles(app: FastifyInstance, ctx: Pick<AppContext, "config" | "storage">) {
  if (ctx.storage.kind !== "local") return;
  await app.register(fastifyStatic, {
    root: localStorage(ctx.config.UPLOAD_DIR).root,
    prefix: "/uploads/",
    // The folder is made with the first upload.
    suppressWarning: true,
    decorateReply: false,
    dotfiles: "deny",
    index: false,
    maxAge: "365d",
    immutable: true,
    // Served as data, never as a page: no sniffing, no scripts even if a file were HTML.
    setHeaders(reply, path) {
      reply.header("x-content-type-options", "nosniff");
      reply.header("content-security-policy", "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
      // Documents (PDF, ZIP) are downloaded, never opened in the site's origin.
      if (path.includes(`${sep}document${sep}`)) reply.header("content-disposition", "attachment");
    },
  });
}
