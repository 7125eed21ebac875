/**
 * Keeps docs/adding-an-area.md true: a small area is added to a copy of the gateway and the
 * protocol with its own new files and only the allowed lines (the protocol's `api` and the
 * gateway's registry), and must then answer its action and bring its settings, demo seed step, a
 * contract event of its own and the indexer projection of it: on the local chain, the copy's
 * indexer decodes the event and hands it to the area. Were another shared file needed, this area
 * would fail here.
 *
 * The copy lives in a temporary folder inside the repository (so the packages resolve as they do
 * for the real gateway) and is removed in `finally`, whatever happens; the real files are never
 * edited, so test files running beside this one see the gateway as it is.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const GATEWAY = fileURLToPath(new URL("..", import.meta.url));
const REPO = join(GATEWAY, "..", "..");

/** One allowed line: inserted after the first line of `file` that starts with `after`. */
interface AllowedLine {
  file: string;
  after: string;
  line: string;
}

const ALLOWED_LINES: AllowedLine[] = [
  {
    file: "packages/protocol/src/actions/index.ts",
    after: "import ",
    line: 'import { zzThrowaway } from "./zz-throwaway.js";',
  },
  { file: "packages/protocol/src/actions/index.ts", after: "export const api = {", line: "  ...zzThrowaway," },
  {
    file: "apps/gateway/src/services/registry.ts",
    after: "import ",
    line: 'import { zzThrowawayArea } from "./zz-throwaway/index.js";',
  },
  { file: "apps/gateway/src/services/registry.ts", after: "const list = [", line: "  zzThrowawayArea," },
];

// The web's area list, the third allowed place, is checked by the web's own throwaway area
// (apps/web/src/app/throwaway-area.test.tsx), which renders the copy's screens.

/** The area's own new files, by path in the repository. */
const NEW_FILES: Record<string, string> = {
  "packages/protocol/src/actions/zz-throwaway.ts": `import { z } from "zod";
import { defineAction, defineGroup, returns } from "./define.js";

export const zzThrowaway = defineGroup("zzthrowaway_msrv", {
  zz_echo: defineAction({
    auth: "none",
    input: z.object({ text: z.string().max(20) }),
    output: returns<{ text: string; greeting: string }>(),
    codes: [],
  }),
});
`,
  "apps/gateway/src/services/zz-throwaway/index.ts": `import { z } from "zod";
import { daoNftAbi } from "@icms/contracts";
import { api } from "@icms/protocol";
import type { Address } from "viem";
import { defineSettings, type SettingsOf } from "../../area-settings.js";
import { type ChainEvent, chainEvent, lower } from "../../chain/events.js";
import { defineArea, handle } from "../../context.js";

const zzSettings = defineSettings({ shape: { ZZ_THROWAWAY_GREETING: z.string().default("hello") } });

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof zzSettings> {}
}

declare module "../../chain/events.js" {
  interface ChainEventPayloads {
    ZzOperatorApproved: { owner: Address; operator: Address; approved: boolean };
  }
}

/** What the area's projection was given, for the test to read. */
export const projected: ChainEvent[] = [];

export const zzThrowawayArea = defineArea({
  name: "zz-throwaway",
  config: zzSettings,
  handlers: {
    zzthrowaway_msrv: {
      zz_echo: handle(api.zzthrowaway_msrv.zz_echo, async ({ text }, ctx) => ({
        text,
        greeting: ctx.config.ZZ_THROWAWAY_GREETING,
      })),
    },
  },
  seed: [{ order: 1_000, run: async () => ({ articles: 0 }) }],
  // The DAO NFT's operator approvals, which the indexer's core does not follow.
  chainEvents: [
    chainEvent(daoNftAbi, "ApprovalForAll", "DaoNFT", (a) => ({
      event: "ZzOperatorApproved",
      owner: lower(a.owner),
      operator: lower(a.operator),
      approved: a.approved,
    })),
  ],
  projections: [
    async (_q, events) => {
      projected.push(...events.filter((event) => event.event === "ZzOperatorApproved"));
    },
  ],
});
`,
};

/** Copies what the gateway runs from (its sources, migrations and test harness, and the protocol). */
function copyRepository(into: string): void {
  const skipTests = (source: string) => !source.endsWith(".test.ts");
  for (const part of ["apps/gateway/src", "apps/gateway/test", "apps/gateway/migrations", "packages/protocol/src"]) {
    cpSync(join(REPO, part), join(into, part), { recursive: true, filter: skipTests });
  }
  cpSync(join(REPO, "packages/protocol/package.json"), join(into, "packages/protocol/package.json"));
  // The copy's gateway finds the copy's protocol first, the other packages in the repository's node_modules.
  mkdirSync(join(into, "node_modules/@icms"), { recursive: true });
  symlinkSync(join(into, "packages/protocol"), join(into, "node_modules/@icms/protocol"), "dir");
}

function addLine(root: string, { file, after, line }: AllowedLine): void {
  const path = join(root, file);
  const lines = readFileSync(path, "utf8").split("\n");
  const at = lines.findIndex((text) => text.startsWith(after));
  if (at < 0) throw new Error(`${file}: no line starting with "${after}"`);
  lines.splice(at + 1, 0, line);
  writeFileSync(path, lines.join("\n"));
}

describe("adding an area", () => {
  it("needs its own files and the allowed lines only", async () => {
    const root = mkdtempSync(join(GATEWAY, ".zz-throwaway-"));
    try {
      copyRepository(root);
      for (const [file, text] of Object.entries(NEW_FILES)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      for (const line of ALLOWED_LINES) addLine(root, line);

      const copy = (path: string) => join(root, "apps/gateway", path);
      const registry = await import(copy("src/services/registry.ts"));
      expect(registry.areas.map((area: { name: string }) => area.name)).toContain("zz-throwaway");
      expect(registry.seedSteps.at(-1)?.order).toBe(1_000);
      expect(registry.chainProjections.length).toBeGreaterThan(0);

      const harness = await import(copy("test/harness.ts"));
      const gw = await harness.startTestGateway({ ZZ_THROWAWAY_GREETING: "hi" });
      try {
        expect(gw.config.ZZ_THROWAWAY_GREETING).toBe("hi");
        const protocol = await import(join(root, "packages/protocol/src/index.ts"));
        const answer = await gw.client().call(protocol.api.zzthrowaway_msrv.zz_echo, { text: "ping" });
        expect(answer).toEqual({ text: "ping", greeting: "hi" });
      } finally {
        await gw.close();
      }

      // The seeded chain's stakers approved the staking contract: the copy's indexer follows
      // those approvals, stores them and gives them to the area's projection.
      const { startTestChain } = await import(copy("test/chain-harness.ts"));
      const chain = await startTestChain();
      const { db, drop } = await harness.openTestDatabase();
      const indexer = chain.indexer(db);
      try {
        await indexer.waitForBlock(await chain.blockNumber());
        const staking = chain.chain.addresses.contracts.XManStaking.toLowerCase();
        const area = await import(copy("src/services/zz-throwaway/index.ts"));
        expect(area.projected).toContainEqual(
          expect.objectContaining({
            event: "ZzOperatorApproved",
            owner: chain.account("alice").address.toLowerCase(),
            operator: staking,
            approved: true,
          }),
        );
        const stored = await db.query("SELECT count(*)::int AS n FROM chain_events WHERE event = 'ZzOperatorApproved'");
        expect(stored[0].n).toBe(area.projected.length);
      } finally {
        await indexer.stop();
        await drop();
        await chain.stop();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
