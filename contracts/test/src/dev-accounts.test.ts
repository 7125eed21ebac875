import { toHex } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { DEV_MNEMONIC, DEV_PRIVATE_KEYS } from "../../src/index.js";

describe("development keys", () => {
  it("are the public Hardhat keys of the test mnemonic, nothing else", () => {
    expect(DEV_MNEMONIC).toBe("test test test test test test test test test test test junk");
    DEV_PRIVATE_KEYS.forEach((key, addressIndex) => {
      const derived = mnemonicToAccount(DEV_MNEMONIC, { addressIndex }).getHdKey().privateKey;
      expect(derived && toHex(derived)).toBe(key);
    });
  });
});
