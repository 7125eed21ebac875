import { describe, expect, it } from "vitest";
import { type Manifest, routeFiles } from "./bundle-size";

describe("routeFiles", () => {
  const manifest: Manifest = {
    "index.html": { file: "assets/index.js", imports: ["_shared.js"], css: ["assets/index.css"] },
    "_shared.js": { file: "assets/shared.js", imports: ["index.html"] },
    "src/Home.tsx": { file: "assets/Home.js", imports: ["_shared.js", "_mantine.js"] },
    "_mantine.js": { file: "assets/mantine.js", css: ["assets/mantine.css"] },
    "src/Login.tsx": { file: "assets/Login.js", imports: ["_wallet.js"] },
    "_wallet.js": { file: "assets/wallet.js" },
  };

  it("follows static imports once and leaves other routes out", () => {
    expect(routeFiles(manifest, ["index.html", "src/Home.tsx"])).toEqual({
      js: ["assets/Home.js", "assets/index.js", "assets/mantine.js", "assets/shared.js"],
      css: ["assets/index.css", "assets/mantine.css"],
    });
  });

  it("fails loudly when the manifest lacks a route", () => {
    expect(() => routeFiles(manifest, ["src/Missing.tsx"])).toThrow("src/Missing.tsx");
  });
});
