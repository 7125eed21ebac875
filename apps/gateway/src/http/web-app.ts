import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app beside the API. Any GET that is not a file or an API path answers
 * index.html, so the app's history-mode routes survive a reload.
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
  await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: "1h" });
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === "GET" && !request.url.startsWith("/gwapi/") && !request.url.includes(".");
    if (!isPage) return reply.code(404).send({ code: 3002, msg: "Not found", data: null });
    const page = (await renderPage?.(request.url, indexHtml).catch(() => undefined)) ?? indexHtml;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(page);
  });
}
