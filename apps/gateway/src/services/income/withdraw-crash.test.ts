/**
 * Paid exactly once, across crashes: a real gateway process is killed (SIGKILL) at each step of a
 * withdrawal (after the voucher is recorded, after it is signed), restarted on the same database,
 * and the user asks again: the same voucher comes back, the vault pays it once and refuses it the
 * second time, and the ledger shows one withdrawal.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { providerTransport, rewardVaultAbi } from "@icms/contracts";
import { api, Code, createGatewayClient, type WithdrawVoucher } from "@icms/protocol";
import { type Address, createWalletClient, erc20Abi, type Hex, publicActions } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_DEFAULTS } from "../../config.js";
import type { Db } from "../../db/db.js";
import { migrate } from "../../db/migrate.js";
import { openPglite } from "../../db/pglite.js";
import { startTestChain, type TestChain } from "../../../test/chain-harness.js";
import { type GatewayProcess, startGatewayProcess } from "../../../test/gateway-process.js";
import { openTestDatabase, refusedWith } from "../../../test/harness.js";
import { creditDividend } from "../../../test/income.js";

const ether = 10n ** 18n;
let chain: TestChain;
let dir: string;
/** The database the gateway processes share: a PostgreSQL database, or a PGlite directory. */
let database: {
  env: Record<string, string>;
  open(): Promise<Db>;
  release(db: Db): Promise<void>;
  drop(): Promise<void>;
};

beforeAll(async () => {
  chain = await startTestChain();
  dir = mkdtempSync(join(tmpdir(), "icms-crash-"));
  if (process.env.DATABASE_URL) {
    const test = await openTestDatabase();
    database = {
      env: { DATABASE_URL: test.url as string },
      open: async () => test.db,
      release: async () => {},
      drop: test.drop,
    };
  } else {
    // PGlite allows one process at a time: the test opens it only while no gateway runs.
    database = {
      env: { DATABASE_URL: "", DATA_DIR: dir },
      open: async () => {
        const db = await openPglite(join(dir, "pg"));
        await migrate(db);
        return db;
      },
      release: (db) => db.close(),
      drop: async () => {},
    };
  }
  const db = await database.open();
  await creditDividend(db, chain.account("alice").address, "ICT", 5n * ether);
  await database.release(db);
}, 60_000);
afterAll(async () => {
  await database?.drop();
  await chain?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function gateway(failpoint?: string): Promise<GatewayProcess> {
  return startGatewayProcess({
    ...database.env,
    ...chain.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: "0",
    PUBLIC_ORIGIN: "http://localhost:8080",
    SEED_DEMO: "false",
    JOB_POLL_SECONDS: "0.5",
    ICMS_FAILPOINT: failpoint ?? "",
  });
}

async function signedIn(url: string) {
  const account = chain.account("alice");
  const client = (tokens: { accessToken?: string }) =>
    createGatewayClient({
      baseUrl: url,
      appId: DEV_DEFAULTS.APP_ID,
      appSecret: DEV_DEFAULTS.APP_SECRET,
      lang: () => "en",
      tokens: () => tokens,
    });
  const anonymous = client({});
  const { message } = await anonymous.call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
  const login = await anonymous.call(api.user_msrv.metamask_login, {
    wallet_addr: account.address,
    message,
    signature: await account.signMessage({ message }),
  });
  return client({ accessToken: login.AccessToken });
}

const alice = () =>
  createWalletClient({
    account: chain.account("alice"),
    transport: providerTransport(chain.chain.provider),
    chain: chain.chain.chain,
  }).extend(publicActions);

async function claim(voucher: WithdrawVoucher): Promise<Hex> {
  const hash = await alice().writeContract({
    address: voucher.vault as Address,
    abi: rewardVaultAbi,
    functionName: "claim",
    args: [
      {
        user: voucher.user as Address,
        token: voucher.token as Address,
        amount: BigInt(voucher.amount),
        voucherId: BigInt(voucher.voucher_id),
        deadline: BigInt(voucher.deadline),
      },
      voucher.signature as Hex,
    ],
    value: BigInt(voucher.fee_wei),
  });
  const receipt = await alice().waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error("claim reverted");
  return hash;
}

/** Each test starts gateway processes, each of which migrates and starts its indexer: slow on a busy machine. */
const SLOW = { timeout: 180_000 };

describe("a withdrawal across gateway crashes", () => {
  it.each([
    ["withdraw.recorded", 2n],
    ["withdraw.signed", 1n],
  ])("killed at %s, restarted: the same voucher, paid once", SLOW, async (failpoint, amountEther) => {
    const amount = (amountEther * ether).toString();
    const dying = await gateway(failpoint);
    const request = (await signedIn(dying.url)).call(api.wallet_msrv.withdraw_voucher, { coin: "ICT", amount });
    await expect(request).rejects.toThrow();
    expect(await dying.exited).toBe("SIGKILL");

    const live = await gateway();
    try {
      const client = await signedIn(live.url);
      const before = await client.call(api.wallet_msrv.withdraw_list, {});
      const recorded = before.list.filter((w) => w.status === "open");
      expect(recorded).toHaveLength(1);
      const balance = await client.call(api.wallet_msrv.balance_info, {});
      expect(balance.coins.find((c) => c.coin === "ICT")?.reserved).toBe(amount);

      const voucher = await client.call(api.wallet_msrv.withdraw_voucher, { coin: "ICT", amount });
      expect(voucher.withdraw_id).toBe(recorded[0]?.withdraw_id);
      const token = voucher.token as Address;
      const owner = chain.account("alice").address;
      const read = () =>
        alice().readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] });
      const held = await read();
      const hash = await claim(voucher);
      expect((await read()) - held).toBe(BigInt(amount));
      await expect(claim(voucher)).rejects.toThrow();

      // The indexer of the restarted gateway records the payout.
      let paid = false;
      for (let i = 0; i < 100 && !paid; i++) {
        const list = await client.call(api.wallet_msrv.withdraw_list, {});
        paid = list.list.some(
          (w) => w.withdraw_id === voucher.withdraw_id && w.status === "paid" && w.tx_hash === hash,
        );
        if (!paid) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(paid).toBe(true);
      const after = await client.call(api.wallet_msrv.balance_info, {});
      expect(after.coins.find((c) => c.coin === "ICT")).toMatchObject({ reserved: "0" });
    } finally {
      await live.stop();
    }
  });

  it("leaves one withdrawal per claim in the ledger, and nothing more to take", SLOW, async () => {
    const live = await gateway();
    try {
      const client = await signedIn(live.url);
      const list = await client.call(api.wallet_msrv.withdraw_list, {});
      expect(list.list.map((w) => [w.amount, w.status])).toEqual([
        [ether.toString(), "paid"],
        [(2n * ether).toString(), "paid"],
      ]);
      const balance = await client.call(api.wallet_msrv.balance_info, {});
      expect(balance.coins.find((c) => c.coin === "ICT")).toMatchObject({
        withdrawn: (3n * ether).toString(),
        available: (2n * ether).toString(),
      });
      expect(
        await refusedWith(
          client.call(api.wallet_msrv.withdraw_voucher, { coin: "ICT", amount: (3n * ether).toString() }),
        ),
      ).toBe(Code.IncomeInsufficient);
    } finally {
      await live.stop();
    }
  });
});
