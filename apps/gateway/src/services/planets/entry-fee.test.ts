import { devAccount, ictTokenAbi, testUsdtAbi } from "@icms/contracts";
import { Code, GatewayError } from "@icms/protocol";
import {
  createWalletClient,
  encodeFunctionData,
  type Hex,
  keccak256,
  type LocalAccount,
  parseEther,
  publicActions,
} from "viem";
import { providerTransport } from "@icms/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWallet } from "../../../test/harness.js";
import type { AppContext } from "../../context.js";
import { type SaleFixture, startSaleFixture } from "../../../test/sale-fixture.js";
import { saleChainFor } from "../wallet/public.js";
import { checkGate, type GatedPlanet, gateRefusal } from "./gate.js";

const FEE = parseEther("10");

let f: SaleFixture;
/** The gateway's context with `confirmations` as CHAIN_CONFIRMATIONS. */
let context: (confirmations?: number) => AppContext;
beforeAll(async () => {
  f = await startSaleFixture();
  const saleChain = saleChainFor(f.gw.config);
  context = (confirmations = 0) =>
    ({
      db: f.gw.db,
      config: { ...f.gw.config, CHAIN_CONFIRMATIONS: confirmations },
      saleChain,
    }) as unknown as AppContext;
  // A 1% ICT transfer fee: what the owner receives is less than what the member sends.
  await f.act(devAccount("deployer"), (w, c) =>
    w.writeContract({ address: c.ICT, abi: ictTokenAbi, functionName: "setTransferFee", args: [100n] }),
  );
});
afterAll(async () => f?.close());

interface Person {
  account: LocalAccount;
  uid: number;
}

async function person(ict = parseEther("1000")): Promise<Person> {
  const account = newWallet();
  await f.fund(account);
  if (ict > 0n) {
    await f.act(devAccount("deployer"), (w, c) =>
      w.writeContract({ address: c.ICT, abi: ictTokenAbi, functionName: "transfer", args: [account.address, ict] }),
    );
  }
  const row = await f.gw.db.kysely
    .insertInto("users")
    .values({ wallet_addr: account.address.toLowerCase() })
    .returning("uid")
    .executeTakeFirstOrThrow();
  return { account, uid: row.uid };
}

let planets = 0;
async function feePlanet(owner: Person): Promise<GatedPlanet> {
  planets += 1;
  const row = await f.gw.db.kysely
    .insertInto("planets")
    .values({
      owner_uid: owner.uid,
      name: `fee ${planets}`,
      icon_url: "/icon.png",
      gate_kind: "entry_fee",
      gate_amount: FEE.toString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, owner_uid: owner.uid, gate_kind: "entry_fee", gate_amount: FEE.toString() };
}

const pay = (from: Person, to: Person, value: bigint) =>
  f.act(from.account, (w, c) =>
    w.writeContract({ address: c.ICT, abi: ictTokenAbi, functionName: "transfer", args: [to.account.address, value] }),
  );

/** What joining with `tx_hash` answers: "admitted" or the refusal's code. */
async function join(planet: GatedPlanet, who: Person, tx_hash: string, confirmations = 0): Promise<number | string> {
  try {
    await f.gw.db.tx((q) =>
      checkGate(context(confirmations), q, planet, {
        uid: who.uid,
        wallet: who.account.address.toLowerCase(),
        purpose: "join",
        tx_hash,
      }),
    );
    return "admitted";
  } catch (error) {
    if (error instanceof GatewayError) return error.code;
    throw error;
  }
}

/** The fee plus the 1% transfer fee, rounded up, so the owner receives at least FEE. */
const grossOf = (net: bigint) => (net * 10_000n + 9_899n) / 9_900n;

describe("entry fee paid on chain", () => {
  it("admits on a confirmed ICT payment to the owner that nets the fee, and records it once", async () => {
    const owner = await person(0n);
    const member = await person();
    const planet = await feePlanet(owner);
    const paid = await pay(member, owner, grossOf(FEE));
    // Not deep enough yet for a gateway that waits for 2 confirmations.
    expect(await join(planet, member, paid, 2)).toBe(Code.EntryFeeNotConfirmed);
    await f.chain.chain.provider.request({ method: "evm_mine", params: [] });
    await f.chain.chain.provider.request({ method: "evm_mine", params: [] });
    expect(await join(planet, member, paid, 2)).toBe("admitted");
    const [row] = await f.gw.db.query<Record<string, unknown>>(
      "SELECT circle_id, uid, payer, recipient, received::text, fee::text FROM planet_entry_payments WHERE tx_hash = $1",
      [paid],
    );
    expect(row).toEqual({
      circle_id: planet.id,
      uid: member.uid,
      payer: member.account.address.toLowerCase(),
      recipient: owner.account.address.toLowerCase(),
      received: (grossOf(FEE) - grossOf(FEE) / 100n).toString(),
      fee: FEE.toString(),
    });
    expect(await f.gw.db.tx((q) => gateRefusal(q, planet, { uid: member.uid, wallet: member.account.address }))).toBe(
      undefined,
    );

    // Replayed: by the same member, by another one, for another planet of the same owner.
    expect(await join(planet, member, paid)).toBe(Code.EntryFeeAlreadyUsed);
    const other = await person();
    expect(await join(await feePlanet(owner), other, paid)).toBe(Code.EntryFeeAlreadyUsed);
    expect(await join(await feePlanet(owner), member, paid)).toBe(Code.EntryFeeAlreadyUsed);
  });

  it("refuses a payment the transfer fee left short of the entry fee (802023)", async () => {
    const owner = await person(0n);
    const member = await person();
    const planet = await feePlanet(owner);
    // Sends exactly the fee; the owner receives 1% less.
    expect(await join(planet, member, await pay(member, owner, FEE))).toBe(Code.EntryFeeUnderpaid);
    expect(await f.gw.db.query("SELECT 1 FROM planet_entry_payments WHERE circle_id = $1", [planet.id])).toEqual([]);
  });

  it("refuses what is not the caller's ICT payment to the owner (802022)", async () => {
    const owner = await person(0n);
    const member = await person();
    const stranger = await person(0n);
    const planet = await feePlanet(owner);
    // To someone else.
    expect(await join(planet, member, await pay(member, stranger, grossOf(FEE)))).toBe(Code.EntryFeeNotAPayment);
    // Someone else's payment to the owner, presented by the member.
    const third = await person();
    expect(await join(planet, member, await pay(third, owner, grossOf(FEE)))).toBe(Code.EntryFeeNotAPayment);
    // Another token's transfer to the owner.
    const usdt = await f.act(member.account, (w, c) =>
      w.writeContract({
        address: c.USDT,
        abi: testUsdtAbi,
        functionName: "transfer",
        args: [owner.account.address, parseEther("100")],
      }),
    );
    expect(await join(planet, member, usdt)).toBe(Code.EntryFeeNotAPayment);
  });

  it("refuses an unknown hash as not confirmed (802020) and a reverted payment as failed (802021)", async () => {
    const owner = await person(0n);
    const member = await person(parseEther("1"));
    const planet = await feePlanet(owner);
    expect(await join(planet, member, `0x${"ab".repeat(32)}`)).toBe(Code.EntryFeeNotConfirmed);

    // A transfer of more than the member holds, sent with its own gas limit so it is mined and fails.
    const client = createWalletClient({
      account: member.account,
      transport: providerTransport(f.chain.chain.provider),
      chain: f.chain.chain.chain,
    }).extend(publicActions);
    const request = await client.prepareTransactionRequest({
      to: f.chain.chain.addresses.contracts.ICT,
      data: encodeFunctionData({ abi: ictTokenAbi, functionName: "transfer", args: [owner.account.address, FEE] }),
      gas: 200_000n,
    });
    const signed = await member.account.signTransaction?.(request as never);
    if (!signed) throw new Error("cannot sign");
    const failed: Hex = keccak256(signed);
    await client.sendRawTransaction({ serializedTransaction: signed }).catch(() => undefined);
    expect((await client.getTransactionReceipt({ hash: failed })).status).toBe("reverted");
    expect(await join(planet, member, failed)).toBe(Code.EntryFeeTxFailed);
  });
});
