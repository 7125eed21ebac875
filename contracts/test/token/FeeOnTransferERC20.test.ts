/**
 * Property tests of the fee split shared by ICMS and ICT: whatever the rate and the amount, the
 * sender loses exactly the amount, and the receiver, the share recipients and the burn together
 * get exactly the amount; every part is the floor of its weight and the burn takes the dust.
 */
import fc from "fast-check";
import { type Address, parseEther } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { icmsTokenAbi, ictTokenAbi, MAX_TRANSFER_FEE_BPS } from "../../src/index.js";
import { deployFixture, type Fixture } from "../helpers/chain.js";

let t: Fixture;
beforeAll(async () => {
  t = await deployFixture();
});

const tokens = [
  { name: "ICMS", abi: icmsTokenAbi, weights: [2000n, 3000n, 2000n, 2000n] },
  { name: "ICT", abi: ictTokenAbi, weights: [5000n] },
] as const;

describe.each(tokens)("$name fee split", ({ name, weights }) => {
  const abi = icmsTokenAbi; // both tokens share the FeeOnTransferERC20 interface
  const address = () => (name === "ICMS" ? t.c.ICMS : t.c.ICT);

  it("previewTransferFee: parts plus burn equal the fee, each part the floor of its weight", async () => {
    const owner = t.as("deployer");
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: MAX_TRANSFER_FEE_BPS }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        async (bps, amount) => {
          await t.send(
            owner.writeContract({ address: address(), abi, functionName: "setTransferFee", args: [BigInt(bps)] }),
          );
          const [fee, parts, burned] = await owner.readContract({
            address: address(),
            abi,
            functionName: "previewTransferFee",
            args: [t.addr("alice"), t.addr("bob"), amount],
          });
          expect(fee).toBe((amount * BigInt(bps)) / 10_000n);
          expect(parts).toEqual(weights.map((w) => (fee * w) / 10_000n));
          expect(parts.reduce((a, b) => a + b, 0n) + burned).toBe(fee);
          expect(burned >= 0n).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("transfer: sender, receiver, recipients and burn balance to the wei", async () => {
    const owner = t.as("deployer");
    const [recipients] = await owner.readContract({ address: address(), abi, functionName: "feeShares" });
    const balanceOf = (who: Address) =>
      owner.readContract({ address: address(), abi, functionName: "balanceOf", args: [who] });
    const snapshot = async () =>
      Promise.all([
        balanceOf(t.addr("alice")),
        balanceOf(t.addr("bob")),
        Promise.all(recipients.map(balanceOf)),
        owner.readContract({ address: address(), abi, functionName: "totalSupply" }),
      ]);
    await t.send(
      owner.writeContract({
        address: address(),
        abi,
        functionName: "transfer",
        args: [t.addr("alice"), parseEther("1000000")],
      }),
    );

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: MAX_TRANSFER_FEE_BPS }),
        fc.bigInt({ min: 0n, max: parseEther("1000") }),
        async (bps, amount) => {
          await t.send(
            owner.writeContract({ address: address(), abi, functionName: "setTransferFee", args: [BigInt(bps)] }),
          );
          const [alice0, bob0, parts0, supply0] = await snapshot();
          await t.send(
            t
              .as("alice")
              .writeContract({ address: address(), abi, functionName: "transfer", args: [t.addr("bob"), amount] }),
          );
          const [alice1, bob1, parts1, supply1] = await snapshot();
          const fee = (amount * BigInt(bps)) / 10_000n;
          const partGains = parts1.map((p, i) => p - (parts0[i] ?? 0n));
          const burned = supply0 - supply1;
          expect(alice0 - alice1).toBe(amount);
          expect(bob1 - bob0).toBe(amount - fee);
          expect(partGains).toEqual(weights.map((w) => (fee * w) / 10_000n));
          expect(bob1 - bob0 + partGains.reduce((a, b) => a + b, 0n) + burned).toBe(amount);
        },
      ),
      { numRuns: 100 },
    );
  });
});
