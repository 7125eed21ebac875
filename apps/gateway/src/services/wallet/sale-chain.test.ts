import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTRACT_KEYS } from "@icms/contracts";
import { Code } from "@icms/protocol";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Config } from "../../config.js";
import { onChain, saleChainFor } from "./sale-chain.js";

// A node that accepts connections and never answers: a partition, or a hung proxy before it.
const held = new Set<Socket>();
const silent = createServer((socket) => {
  held.add(socket);
  socket.on("error", () => undefined);
  socket.resume();
});
const dir = mkdtempSync(join(tmpdir(), "icms-sale-chain-"));
let config: Config;

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const file = join(dir, "addresses.json");
  const contracts = Object.fromEntries(
    CONTRACT_KEYS.map((key, i) => [key, `0x${(i + 1).toString(16).padStart(40, "0")}`]),
  );
  writeFileSync(file, JSON.stringify({ chainId: 97, deployBlock: 1, contracts }));
  config = {
    RPC_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    CONTRACTS_FILE: file,
  } as Config;
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

// Within this test's limit: ten seconds a request, tried twice, let a caller wait twenty.
it("answers 804106 when the node never answers, within seconds", { timeout: 15_000 }, async () => {
  const chain = saleChainFor(config)();
  expect(chain).toBeDefined();
  await expect(onChain(chain, (c) => c.stages())).rejects.toMatchObject({ code: Code.NoNodeAvailable });
});
