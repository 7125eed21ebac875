import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { REVIEW_KINDS } from "@icms/protocol";
import { describe, expect, it } from "vitest";
import { initI18n } from "../i18n";
import { registerReviewKinds, reviewKindEntries } from "../review/registered-kinds";
import { areas } from "./areas";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const FEATURES = join(SRC, "features");
const SPECIFIER = /(?:from|import|mock)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The shell's own uses of a feature besides the area list, each with its reason. Anything else
 * outside `features/` that names a feature folder fails, so adding an area stays its folder and
 * one line in `app/areas.ts`.
 */
const ALLOWED: Record<string, string> = {
  // The account menu of both headers is the shell's, drawn by the auth feature.
  "app/nav/CenterHeader.tsx -> features/auth/AccountArea": "header widget",
  "app/nav/SiteHeader.tsx -> features/auth/AccountArea": "header widget",
  // The bell of both headers is the message centre's, loaded for signed-in members only.
  "app/nav/NotificationPopover.tsx -> features/notices/bell/NoticeBell": "header widget",
  // Every call may refresh the session's tokens first.
  "app/gateway.ts -> features/auth/token-refresh": "the call pipeline refreshes tokens",
  // The root frame starts the session's timers once, loaded on demand.
  "app/RootFrame.tsx -> features/auth/session-runtime": "session start",
  "app/routes/routes.test.tsx -> features/auth/session-runtime": "the router test stubs the session start",
  // The shell's placeholder and not-found pages, which every prefix falls back to.
  "app/routes/route-kit.tsx -> features/placeholder/PlaceholderPage": "placeholder routes",
  "app/routes/index.tsx -> features/placeholder/NotFoundPage": "not-found pages of the prefixes",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === FEATURES ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

it("lets only app/areas.ts (and the listed shell widgets) import a feature folder", () => {
  const crossings: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = relative(SRC, file);
    if (from === "app/areas.ts") continue;
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const target = resolve(dirname(file), specifier as string);
      if (!target.startsWith(`${FEATURES}/`)) continue;
      const crossing = `${from} -> ${relative(SRC, target)}`;
      if (!(crossing in ALLOWED)) crossings.push(crossing);
    }
  }
  expect(crossings).toEqual([]);
});

it("lists no exception that no longer happens", () => {
  const seen = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      seen.add(`${relative(SRC, file)} -> ${relative(SRC, resolve(dirname(file), specifier as string))}`);
    }
  }
  expect(Object.keys(ALLOWED).filter((crossing) => !seen.has(crossing))).toEqual([]);
});

describe("review kinds", () => {
  const declared = areas.flatMap((area) => area.reviewKinds ?? []);

  it("come from the areas, in the order of their places", () => {
    expect(reviewKindEntries()).toEqual([...declared].sort((a, b) => a.at - b.at));
    expect(new Set(declared.map((entry) => entry.at)).size).toBe(declared.length);
  });

  it("give each kind of the protocol exactly one owning area, and no other kind", () => {
    for (const kind of REVIEW_KINDS) {
      expect(
        areas.filter((area) => area.reviewKinds?.some((entry) => entry.kind === kind)),
        kind,
      ).toHaveLength(1);
    }
    expect(declared.map((entry) => entry.kind).sort()).toEqual([...REVIEW_KINDS].sort());
  });

  it("refuse a kind declared twice", () => {
    const [first] = declared;
    expect(first).toBeDefined();
    if (!first) return;
    expect(() => registerReviewKinds([first, { ...first, at: first.at + 1 }])).toThrow(first.kind);
    registerReviewKinds(declared);
  });

  it("load, each with its own cards, and those reviewed in the DAO's screens with their calls and body", async () => {
    await initI18n("en");
    const loaded = await Promise.all(declared.map((entry) => entry.load()));
    const targets = loaded.flatMap((kind) => kind.cards.map((card) => card.to));
    expect(new Set(targets).size).toBe(targets.length);
    for (const kind of loaded) {
      expect(kind.cards.length).toBeGreaterThan(0);
      const shownHere = [kind.detail, kind.decide, kind.Body, kind.itemLabel].filter(Boolean).length;
      expect([0, 4]).toContain(shownHere);
    }
  });
});
