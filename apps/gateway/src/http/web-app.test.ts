import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebApp } from "./web-app.js";

const SCRIPT = `console.log(${JSON.stringify("ICMS ".repeat(400))});`;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/shell-AbCd1234.js"></script></head></html>';

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  // A build as Vite leaves it: hashed assets with their .br and .gz, an unhashed favicon, the page.
  dist = mkdtempSync(join(tmpdir(), "icms-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "favicon.svg"), "<svg/>");
  writeFileSync(join(dist, "assets", "shell-AbCd1234.js"), SCRIPT);
  writeFileSync(join(dist, "assets", "shell-AbCd1234.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, "assets", "shell-AbCd1234.js.gz"), gzipSync(SCRIPT));
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe("the web app's files", () => {
  it("sends the brotli copy to a browser that takes brotli, gzip to one that takes gzip only, the file otherwise", async () => {
    const br = await get("/assets/shell-AbCd1234.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get("/assets/shell-AbCd1234.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get("/assets/shell-AbCd1234.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const reply of [br, gz, plain]) {
      expect(reply.headers["content-type"]).toMatch(/javascript/);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it("caches hashed assets for a year as immutable, other files for an hour", async () => {
    expect((await get("/assets/shell-AbCd1234.js", "br")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers every page with the HTML, never cached without asking again", async () => {
    for (const url of ["/", "/appcms/spacex_article_list", "/index.html"]) {
      const page = await get(url, "br");
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain("/assets/shell-AbCd1234.js");
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
  });
});

describe("a page that carries its first screen", () => {
  it("preloads the chunk the public pages share, and only such a page does", async () => {
    const root = mkdtempSync(join(tmpdir(), "icms-dist-"));
    mkdirSync(join(root, ".vite"));
    writeFileSync(join(root, "index.html"), INDEX);
    // The manifest as Vite writes it: the shared chunk under its "_"-prefixed key.
    writeFileSync(
      join(root, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-Ab12Cd34.js", isEntry: true },
        "_public-Xy12Ab34.js": { file: "assets/public-Xy12Ab34.js", name: "public" },
      }),
    );
    const web = Fastify();
    await registerWebApp(web, root, async (url, html) =>
      url.startsWith("/appcms/")
        ? html.replace("</head>", '<script type="application/json" id="icms-first-screen">[]</script></head>')
        : undefined,
    );
    try {
      const preload = '<link rel="modulepreload" crossorigin href="/assets/public-Xy12Ab34.js">';
      const list = await web.inject({ method: "GET", url: "/appcms/spacex_article" });
      expect(list.body).toContain(preload);
      expect(list.body.indexOf(preload)).toBeLessThan(list.body.indexOf("</head>"));
      const home = await web.inject({ method: "GET", url: "/" });
      expect(home.body).not.toContain("modulepreload");
    } finally {
      await web.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
