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

/** Vite's list of what it built (`build.manifest`), as far as it is read here. */
type Manifest = Record<string, { file?: string }>;

/**
 * The chunk the public content pages load past the shell (the web build's "public" chunk, see
 * apps/web/scripts/shell-chunk.ts), or undefined in a build without one.
 */
function publicChunk(root: string): string | undefined {
  const file = join(root, ".vite", "manifest.json");
  if (!existsSync(file)) return undefined;
  try {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
    const key = Object.keys(manifest).find((name) => /^_public-[\w-]+\.js$/.test(name));
    return key ? manifest[key]?.file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page that carries its first screen is a public content page: it asks for the public chunk
 * as soon as the shell has run. Preloading it from the HTML downloads it beside the shell instead
 * of after it, one step less before the first screen can render.
 */
function withPublicChunk(page: string, chunk: string | undefined): string {
  if (!chunk || !page.includes('id="icms-first-screen"')) return page;
  return page.replace(/<\/head>/i, () => `  <link rel="modulepreload" crossorigin href="/${chunk}">\n  </head>`);
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
  const chunk = publicChunk(root);
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
    const page = withPublicChunk(
      (await renderPage?.(request.url, indexHtml).catch(() => undefined)) ?? indexHtml,
      chunk,
    );
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(page);
  });
}
