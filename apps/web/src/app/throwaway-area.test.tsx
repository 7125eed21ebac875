/**
 * Keeps docs/adding-an-area.md true for the web app (the gateway's half is
 * apps/gateway/test/throwaway-area.test.ts): a small area is added to a copy of the app's sources
 * with its own new files (a feature folder with a page and its `area.tsx`, a strings bundle in
 * zh, en and ru) and the one allowed place, its line in `app/areas.ts`. The copy's app must then
 * show the page at its address with the bundle's strings in each language, and its menu entry
 * with its label. Were a route table, a menu or a strings list kept anywhere else, the page, the
 * entry or the strings would be missing here.
 *
 * The copy lives in a temporary folder inside the web workspace (so the packages resolve as they
 * do for the real app) and is removed in `finally`, whatever happens; the real files are never
 * edited, so test files running beside this one see the app as it is.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { UiLang } from "@icms/protocol";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** One allowed line: inserted after the first line of `file` that starts with `after`. */
interface AllowedLine {
  file: string;
  after: string;
  line: string;
}

/** The web's area list, the one place outside the area's folders that names it. */
// Spelled from its parts so that the boundary check of app/areas.test.ts, which reads import
// specifiers in the sources, does not take this text for an import of a feature.
const AREA_MODULE = ["..", "features", "zz-throwaway", "area"].join("/");

const ALLOWED_LINES: AllowedLine[] = [
  { file: "src/app/areas.ts", after: "import ", line: `import { zzThrowawayArea } from "${AREA_MODULE}";` },
  { file: "src/app/areas.ts", after: "export const areas", line: "  zzThrowawayArea," },
];

const STRINGS: Record<UiLang, { title: string; body: string }> = {
  en: { title: "Throwaway corner", body: "Nothing to see here yet." },
  zh: { title: "临时角落", body: "这里暂时什么都没有。" },
  ru: { title: "Временный уголок", body: "Здесь пока ничего нет." },
};

/** The page's title for the sitemap, which lists every public page without their bundles. */
const PAGE_TITLE = Object.fromEntries(Object.entries(STRINGS).map(([lang, { title }]) => [lang, title]));

const NAV_LABEL: Record<UiLang, string> = { en: "Throwaway", zh: "临时", ru: "Временное" };

/** The area's own new files, by path in the web workspace. */
const NEW_FILES: Record<string, string> = {
  "src/features/zz-throwaway/area.tsx": `import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type zzStrings from "../../i18n/locales/zz-throwaway/en.json";

declare module "../../i18n/resources" {
  interface BundleStrings {
    "zz-throwaway": typeof zzStrings;
  }
}

export const zzThrowawayArea = defineWebArea({
  routes: [
    {
      mount: "/",
      at: 95,
      routes: [
        page("zz_throwaway", "ZzThrowaway", {
          ...bundlePage("zz-throwaway", () => import("./ZzThrowawayPage"), "ZzThrowawayPage"),
          title: ${JSON.stringify(PAGE_TITLE)},
        }),
      ],
    },
  ],
  nav: [
    {
      menu: "site",
      at: 95,
      item: { key: "zzThrowaway", to: "/zz_throwaway", name: "ZzThrowaway", label: ${JSON.stringify(NAV_LABEL)} },
    },
  ],
});
`,
  "src/features/zz-throwaway/ZzThrowawayPage.tsx": `import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../ui/PageFrame";

export function ZzThrowawayPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("zzThrowaway.title")}>
      <Text>{t("zzThrowaway.body")}</Text>
    </PageFrame>
  );
}
`,
  ...Object.fromEntries(
    Object.entries(STRINGS).map(([lang, strings]) => [
      `src/i18n/locales/zz-throwaway/${lang}.json`,
      JSON.stringify({ zzThrowaway: strings }, null, 2),
    ]),
  ),
};

/** Copies the app's sources, without their tests (a test runner started meanwhile must not find them). */
function copySources(into: string): void {
  cpSync(join(WEB, "src"), join(into, "src"), {
    recursive: true,
    filter: (source) => !/\.test\.tsx?$/.test(source),
  });
}

function addLine(root: string, { file, after, line }: AllowedLine): void {
  const path = join(root, file);
  const lines = readFileSync(path, "utf8").split("\n");
  const at = lines.findIndex((text) => text.startsWith(after));
  if (at < 0) throw new Error(`${file}: no line starting with "${after}"`);
  lines.splice(at + 1, 0, line);
  writeFileSync(path, lines.join("\n"));
}

describe("adding a web area", () => {
  it("needs its own files and its line in the area list only", async () => {
    const root = mkdtempSync(join(WEB, ".zz-throwaway-"));
    try {
      copySources(root);
      for (const [file, text] of Object.entries(NEW_FILES)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      for (const line of ALLOWED_LINES) addLine(root, line);

      // The copy's modules, typed as the real ones they copy.
      const copy = (path: string) => join(root, "src", path);
      const { initI18n }: typeof import("../i18n") = await import(copy("i18n/index.ts"));
      const { AppProviders }: typeof import("./App") = await import(copy("app/App.tsx"));
      const { routes }: typeof import("./routes") = await import(copy("app/routes/index.tsx"));

      const show = async (url: string, lang: UiLang) => {
        await initI18n(lang);
        const router = createMemoryRouter(routes, { initialEntries: [url] });
        // The page and its strings download on the first visit; wait for them rather than for a clock.
        await new Promise<void>((done) => {
          if (router.state.initialized) return done();
          const stop = router.subscribe((state) => {
            if (!state.initialized) return;
            stop();
            done();
          });
        });
        return render(
          <AppProviders env="test">
            <RouterProvider router={router} />
          </AppProviders>,
        );
      };

      for (const lang of ["en", "zh", "ru"] as const) {
        const view = await show("/zz_throwaway", lang);
        expect(await screen.findByRole("heading", { level: 1, name: STRINGS[lang].title })).toBeTruthy();
        expect(screen.getByText(STRINGS[lang].body)).toBeTruthy();
        // The site menu lists the entry with its own label, highlighted on its page.
        const menu = screen.getAllByRole("list").find((list) => list.classList.contains("site-menu"));
        expect(menu).toBeDefined();
        const link = within(menu as HTMLElement).getByRole("link", { name: NAV_LABEL[lang] });
        expect(link.getAttribute("href")).toBe("/zz_throwaway");
        expect(link.getAttribute("aria-current")).toBe("page");
        view.unmount();

        // The sitemap lists the page under the title it brings, not a key of the shell's strings.
        const sitemap = await show("/sitemap", lang);
        const main = await screen.findByRole("main");
        await within(main).findByRole("link", { name: STRINGS[lang].title });
        sitemap.unmount();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
