import { fileExtension, UPLOAD_KINDS } from "@icms/protocol";
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { checkMediaLink, MEDIA_PATH, type MediaKind } from "./media-links.js";

/** Headers of the stored object passed on to the player or the download. */
const PASSED_HEADERS = ["content-type", "content-length", "content-range", "accept-ranges", "etag", "last-modified"];

const REFUSALS = {
  malformed: "Not a media link",
  forged: "Not a media link",
  expired: "This link has expired: open the lesson again",
} as const;

type Ctx = Pick<AppContext, "config" | "storage" | "db">;
type MediaRequest = FastifyRequest<{ Params: { file: string }; Querystring: Record<string, unknown> }>;

/** The stored file a lesson or an attachment names: its upload URL, and a download name for attachments. */
async function storedFile(ctx: Ctx, kind: MediaKind, id: number): Promise<{ url: string; name?: string } | undefined> {
  if (kind === "lesson") {
    const lesson = await ctx.db.kysely
      .selectFrom("course_lessons")
      .select("video_url")
      .where("id", "=", id)
      .executeTakeFirst();
    return lesson && { url: lesson.video_url };
  }
  const attachment = await ctx.db.kysely
    .selectFrom("course_attachments as t")
    .innerJoin("uploads as up", "up.id", "t.upload_id")
    .select(["up.url", "t.file_name"])
    .where("t.id", "=", id)
    .executeTakeFirst();
  return attachment && { url: attachment.url, name: attachment.file_name };
}

async function serve(ctx: Ctx, kind: MediaKind, request: MediaRequest, reply: FastifyReply) {
  const match = /^([1-9]\d{0,9})\.([a-z0-9]{2,4})$/.exec(request.params.file);
  if (!match) return reply.code(404).type("text/plain").send("Not found");
  const id = Number(match[1]);
  const extension = match[2] as string;
  const check = checkMediaLink(ctx.config.JWT_SECRET, kind, id, request.query);
  if (!check.ok) return reply.code(403).type("text/plain").send(REFUSALS[check.reason]);
  const file = await storedFile(ctx, kind, id);
  const key = file ? ctx.storage.keyOf(file.url) : undefined;
  if (!file || !key || fileExtension(file.url) !== extension)
    return reply.code(404).type("text/plain").send("Not found");
  const range = typeof request.headers.range === "string" ? request.headers.range : undefined;
  let stored: Response;
  try {
    stored = await ctx.storage.read(key, range);
  } catch (error) {
    request.log.warn({ err: error }, "course media storage");
    return reply.code(502).type("text/plain").send("The media storage did not answer");
  }
  if (stored.status === 404) return reply.code(404).type("text/plain").send("Not found");
  for (const name of PASSED_HEADERS) {
    const value = stored.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  // Kept by this browser only, and no longer than the link works.
  const seconds = Math.max(0, check.exp - Math.ceil(Date.now() / 1000));
  reply.header("cache-control", `private, max-age=${seconds}`);
  reply.header("x-content-type-options", "nosniff");
  reply.header("content-security-policy", "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
  // Documents are downloaded under the name the author gave them, never opened in the site's origin.
  if (file.name !== undefined && (UPLOAD_KINDS.document.extensions as readonly string[]).includes(extension)) {
    reply.header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  }
  reply.code(stored.status);
  return reply.send(stored.body ? Readable.fromWeb(stored.body as never) : "");
}

/**
 * Serves a course's lesson videos and attachments from their signed links (`media-links.ts`),
 * from either storage, with byte ranges so a player can seek. A refused link answers 403 and
 * reads nothing. The courses area's own routes (`defineArea({ routes })`).
 */
export function registerCourseMedia(app: FastifyInstance, ctx: Ctx) {
  for (const kind of ["lesson", "attachment"] as const) {
    app.get(`${MEDIA_PATH}${kind}/:file`, (request: MediaRequest, reply) => serve(ctx, kind, request, reply));
  }
}
