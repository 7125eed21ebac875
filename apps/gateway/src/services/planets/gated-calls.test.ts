import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as joinPath } from "node:path";
import { devAccount, ictTokenAbi } from "@icms/contracts";
import { api, Code, GatewayCallError } from "@icms/protocol";
import { type LocalAccount, parseEther } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWallet, refusedWith, signIn } from "../../../test/harness.js";
import { addTopic, planetForm } from "../../../test/planets.js";
import { type SaleFixture, startSaleFixture } from "../../../test/sale-fixture.js";
import type { GateShortfall } from "./gate-holdings.js";

/** Gated planets through the calls, on the local chain with the indexer running. */
let f: SaleFixture;
beforeAll(async () => {
  f = await startSaleFixture({
    UPLOAD_DIR: mkdtempSync(joinPath(tmpdir(), "icms-gate-uploads-")),
    PLANET_TOPIC_INTERVAL_MS: "1",
    PLANET_COMMENT_INTERVAL_MS: "1",
  });
});
afterAll(async () => f?.close());

async function person(ict: bigint) {
  const account = newWallet();
  await f.fund(account);
  if (ict > 0n) await sendIct(devAccount("deployer"), account.address, ict);
  const client = f.gw.client((await signIn(f.gw, account)).session);
  return { account, client, uid: 0, wallet: account.address.toLowerCase() };
}

const sendIct = (from: LocalAccount, to: string, value: bigint) =>
  f.act(from, (w, c) =>
    w.writeContract({ address: c.ICT, abi: ictTokenAbi, functionName: "transfer", args: [to as `0x${string}`, value] }),
  );

async function refusal(promise: Promise<unknown>): Promise<{ code?: number; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GatewayCallError) return { code: error.code, data: error.data };
    throw error;
  }
  throw new Error("expected the call to be refused");
}

describe("gated planets through appsocial_msrv", () => {
  it("an ICT-gated planet admits a holder, who loses posting rights once the indexer sees the balance drop", async () => {
    const owner = await person(0n);
    const holder = await person(parseEther("150"));
    const empty = await person(0n);
    await f.synced();
    const planet = await owner.client.call(
      api.appsocial_msrv.circle_add,
      planetForm({ gate_kind: "ict_balance", gate_amount: parseEther("100").toString() }),
    );
    const circle_id = planet.circle_id;

    const refused = await refusal(empty.client.call(api.appsocial_msrv.circle_join_in, { circle_id }));
    expect(refused.code).toBe(Code.PlanetGateNotMet);
    expect(refused.data).toMatchObject({ gate_kind: "ict_balance", held: "0" } satisfies Partial<GateShortfall>);

    await holder.client.call(api.appsocial_msrv.circle_join_in, { circle_id });
    const topic = await addTopic(holder, circle_id);
    expect((await holder.client.call(api.appsocial_msrv.circle_detail, { circle_id })).viewer.can_post).toBe(true);

    // 60 ICT leave the wallet: 90 are left, below the rule, as soon as the block is indexed.
    await sendIct(holder.account, owner.account.address, parseEther("60"));
    await f.synced();
    const afterDrop = await refusal(addTopic(holder, circle_id));
    expect(afterDrop).toMatchObject({ code: Code.PlanetGateNotMet, data: { held: parseEther("90").toString() } });
    expect(
      await refusedWith(
        holder.client.call(api.appsocial_msrv.comment_add, { topic_id: topic.topic_id, content: "Still here?" }),
      ),
    ).toBe(Code.PlanetGateNotMet);
    // The membership stays; the page shows it without posting rights.
    expect((await holder.client.call(api.appsocial_msrv.circle_detail, { circle_id })).viewer).toMatchObject({
      is_joined: true,
      can_post: false,
      can_comment: false,
    });

    // Topped up again: posting resumes with the next indexed block.
    await sendIct(devAccount("deployer"), holder.account.address, parseEther("10"));
    await f.synced();
    await addTopic(holder, circle_id);
  });

  it("an entry-fee planet admits on the payment's hash, once", async () => {
    const owner = await person(0n);
    const payer = await person(parseEther("50"));
    const other = await person(parseEther("50"));
    const fee = parseEther("10");
    const planet = await owner.client.call(
      api.appsocial_msrv.circle_add,
      planetForm({ gate_kind: "entry_fee", gate_amount: fee.toString() }),
    );
    const circle_id = planet.circle_id;
    expect(await refusedWith(payer.client.call(api.appsocial_msrv.circle_join_in, { circle_id }))).toBe(
      Code.EntryFeeRequired,
    );
    const paid = await sendIct(payer.account, owner.account.address, fee);
    expect(await payer.client.call(api.appsocial_msrv.circle_join_in, { circle_id, tx_hash: paid })).toMatchObject({
      is_joined: true,
    });
    await addTopic(payer, circle_id);
    expect(
      await refusedWith(
        other.client.call(api.appsocial_msrv.circle_join_in, {
          circle_id,
          tx_hash: paid.toUpperCase().replace("0X", "0x"),
        }),
      ),
    ).toBe(Code.EntryFeeAlreadyUsed);
    // A member who leaves and comes back pays again: the payment admitted once.
    await payer.client.call(api.appsocial_msrv.circle_join_out, { circle_id });
    expect(await refusedWith(payer.client.call(api.appsocial_msrv.circle_join_in, { circle_id, tx_hash: paid }))).toBe(
      Code.EntryFeeAlreadyUsed,
    );
  });

  it("a double click and a second tab's payment admit once; the payment left unused admits a later join", async () => {
    const owner = await person(0n);
    const payer = await person(parseEther("100"));
    const fee = parseEther("10");
    const { circle_id } = await owner.client.call(
      api.appsocial_msrv.circle_add,
      planetForm({ gate_kind: "entry_fee", gate_amount: fee.toString() }),
    );
    // Three tabs each paid; each sends its join twice, all at once. Joins of one planet wait on
    // the planet's row: the first admits, the others then find a member.
    const hashes = [
      await sendIct(payer.account, owner.account.address, fee),
      await sendIct(payer.account, owner.account.address, fee),
      await sendIct(payer.account, owner.account.address, fee),
    ];
    const joins = await Promise.allSettled(
      [...hashes, ...hashes].map((tx_hash) =>
        payer.client.call(api.appsocial_msrv.circle_join_in, { circle_id, tx_hash }),
      ),
    );
    const admitted = joins.filter((j) => j.status === "fulfilled");
    expect(admitted).toHaveLength(1);
    expect(joins.filter((j) => j.status === "rejected").map((j) => (j.reason as { code?: number }).code)).toEqual(
      Array(5).fill(Code.AlreadyJoined),
    );
    expect((await payer.client.call(api.appsocial_msrv.circle_detail, { circle_id })).member_count).toBe(2);
    const recorded = await f.gw.db.query<{ tx_hash: string }>(
      "SELECT tx_hash FROM planet_entry_payments WHERE circle_id = $1",
      [circle_id],
    );
    expect(recorded).toHaveLength(1);

    // A payment that admitted nobody is not spent: after leaving, it admits again.
    const unused = hashes.find((h) => h.toLowerCase() !== recorded[0]?.tx_hash) ?? "";
    await payer.client.call(api.appsocial_msrv.circle_join_out, { circle_id });
    expect(await payer.client.call(api.appsocial_msrv.circle_join_in, { circle_id, tx_hash: unused })).toMatchObject({
      is_joined: true,
    });
  });

  it("one payment presented to two planets of its owner at once admits to one of them", async () => {
    const owner = await person(0n);
    const payer = await person(parseEther("50"));
    const fee = parseEther("10");
    const planets = [
      await owner.client.call(
        api.appsocial_msrv.circle_add,
        planetForm({ gate_kind: "entry_fee", gate_amount: fee.toString() }),
      ),
      await owner.client.call(
        api.appsocial_msrv.circle_add,
        planetForm({ gate_kind: "entry_fee", gate_amount: fee.toString() }),
      ),
    ];
    const tx_hash = await sendIct(payer.account, owner.account.address, fee);
    const joins = await Promise.allSettled(
      planets.map(({ circle_id }) => payer.client.call(api.appsocial_msrv.circle_join_in, { circle_id, tx_hash })),
    );
    expect(joins.filter((j) => j.status === "fulfilled")).toHaveLength(1);
    expect(joins.filter((j) => j.status === "rejected").map((j) => (j.reason as { code?: number }).code)).toEqual([
      Code.EntryFeeAlreadyUsed,
    ]);
    const [{ n } = { n: 0 }] = await f.gw.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM planet_entry_payments WHERE tx_hash = $1",
      [tx_hash.toLowerCase()],
    );
    expect(n).toBe(1);
  });
});
