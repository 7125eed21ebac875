import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Vite names what it builds into `assets/` by content hash: such a file never changes. */
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** A year and immutable for hashed assets, HTML never without asking, an hour for the rest (favicon). */
function assetCacheControl(path: string): string {
  const file = path.replace(/\.(br|gz)$/, "");
  if (file.endsWith(".html")) return "no-cache";
  return HASHED_ASSET.test(file) ? "public, max-age=31536000, immutable" : "public, max-age=3600";
}

/**
 * Serves the built web app beside the API. Files go out precompressed (the `.br` or `.gz` the
 * build made, as the browser accepts, with `Vary: Accept-Encoding`); hashed assets are cached
 * for a year, the HTML never without asking again. Any GET that is not a file or an API path
 * answers index.html, so the app's history-mode routes survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  /** The page for a URL when it is not plain index.html (share previews); undefined for the plain one. */
  renderPage?: (url: string, indexHtml: string) => Promise<string | undefined>,
): Promise<void> {
  const root = resolve(distDir);
  const indexFile = join(root, "index.html");
  if (!existsSync(indexFile)) throw new Error(`WEB_DIST: no index.html in ${root}`);
  const indexHtml = readFileSync(indexFile, "utf8");
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.header("cache-control", assetCacheControl(path));
      res.header("vary", "accept-encoding");
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === "GET" && !request.url.startsWith("/gwapi/") && !request.url.includes(".");
    if (!isPage) return reply.code(404).send({ code: 3002, msg: "Not found", data: null });
    const page = (await renderPage?.(request.url, indexHtml).catch(() => undefined)) ?? indexHtml;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(page);
  });
}
