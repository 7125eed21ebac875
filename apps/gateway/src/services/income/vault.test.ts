import { devAccount } from "@icms/contracts";
import { type Hex, recoverTypedDataAddress } from "viem";
import { describe, expect, it } from "vitest";
import { voucherDomain, voucherTypes } from "@icms/contracts";
import { loadConfig } from "../../config.js";
import type { SaleChain } from "../wallet/public.js";
import { rewardVaultFor } from "./vault.js";

const chain = {
  addresses: {
    chainId: 97,
    deployBlock: 1,
    contracts: {
      RewardVault: "0x00000000000000000000000000000000000000A4",
      ICT: "0x00000000000000000000000000000000000000C1",
      ICMS: "0x00000000000000000000000000000000000000C2",
    },
  },
} as unknown as SaleChain;

const record = {
  id: 7,
  wallet: "0x00000000000000000000000000000000000000aa",
  token: "0x00000000000000000000000000000000000000c1",
  amount: "1000",
  chain_id: 97,
  vault: "0x00000000000000000000000000000000000000a4",
  deadline: 2_000_000_000,
};

describe("the withdraw signer", () => {
  it("signs the recorded voucher with the development key outside production, the same every time", async () => {
    const vault = rewardVaultFor(loadConfig({ NODE_ENV: "test" }), () => chain)();
    const signature = await vault?.sign(record);
    expect(await vault?.sign(record)).toBe(signature);
    const signer = await recoverTypedDataAddress({
      domain: voucherDomain(97, record.vault as Hex),
      types: voucherTypes,
      primaryType: "Voucher",
      message: {
        user: record.wallet as Hex,
        token: record.token as Hex,
        amount: 1000n,
        voucherId: 7n,
        deadline: 2_000_000_000n,
      },
      signature: signature as Hex,
    });
    expect(signer).toBe(devAccount("withdrawSigner").address);
    expect(vault?.token("ICT")).toBe(chain.addresses.contracts.ICT);
  });

  it("is absent without a chain, and in production without a configured key", () => {
    expect(rewardVaultFor(loadConfig({ NODE_ENV: "test" }), () => undefined)()).toBeUndefined();
    const production = loadConfig({
      NODE_ENV: "production",
      APP_SECRET: "a-production-app-secret",
      JWT_SECRET: "a-production-jwt-secret-of-enough-length",
      PUBLIC_ORIGIN: "https://icms.example",
      RPC_URL: "https://rpc.example",
      CONTRACTS_FILE: "/etc/icms/contracts.json",
      COURSE_QUOTE_SIGNER_KEY: `0x${"c".repeat(64)}`,
      CREDENTIALS_KEY: "BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
    });
    expect(rewardVaultFor(production, () => chain)()).toBeUndefined();
    const key = `0x${"11".repeat(32)}`;
    expect(rewardVaultFor({ ...production, WITHDRAW_SIGNER_KEY: key }, () => chain)()).toBeDefined();
    expect(() => loadConfig({ NODE_ENV: "test", WITHDRAW_SIGNER_KEY: "0x1234" })).toThrow(/WITHDRAW_SIGNER_KEY/);
  });
});
