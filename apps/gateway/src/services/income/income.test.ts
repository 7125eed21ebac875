import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditDividend, epochDaysAgo, settleWithPoints } from "../../../test/income.js";
import { newWallet, refusedWith, signIn, startTestGateway, type TestGateway } from "../../../test/harness.js";
import { emissionOf, epochDate } from "./schedule.js";

let gw: TestGateway;
const alice = newWallet();
const bob = newWallet();
let aliceClient: ReturnType<TestGateway["client"]>;

beforeAll(async () => {
  gw = await startTestGateway();
  aliceClient = gw.client((await signIn(gw, alice)).session);
  await signIn(gw, bob);
  // Three days ago alice 30 points and bob 10; yesterday alice 5; 20 days ago bob 100.
  await settleWithPoints(gw.db, 3, { [alice.address]: 30, [bob.address]: 10 });
  await settleWithPoints(gw.db, 1, { [alice.address]: 5 });
  await settleWithPoints(gw.db, 20, { [bob.address]: 100 });
  await creditDividend(gw.db, alice.address, "ICMS", 7n * 10n ** 18n, 2);
});
afterAll(async () => gw?.close());

const E = (days: number) => emissionOf(epochDaysAgo(days));

describe("wallet_msrv/score_total and score_rank_list", () => {
  it("sums my points from the ledger and ranks me among the contributors", async () => {
    expect(await aliceClient.call(api.wallet_msrv.score_total, {})).toEqual({
      wallet_addr: alice.address.toLowerCase(),
      score: 35,
      last_epoch_score: 5,
      rank: 2,
      contributors: 2,
    });
  });

  it("lists contributors highest first, paged, with their profile", async () => {
    const first = await gw.client().call(api.wallet_msrv.score_rank_list, { page: 1, page_size: 1 });
    expect(first.total).toBe(2);
    expect(first.list).toEqual([
      expect.objectContaining({ rank: 1, wallet_addr: bob.address.toLowerCase(), score: 110 }),
    ]);
    const second = await gw.client().call(api.wallet_msrv.score_rank_list, { page: 2, page_size: 1 });
    expect(second.list[0]).toMatchObject({ rank: 2, wallet_addr: alice.address.toLowerCase(), score: 35 });
    const past = await gw.client().call(api.wallet_msrv.score_rank_list, { page: 9, page_size: 1 });
    expect(past).toMatchObject({ list: [], total: 2 });
  });
});

describe("wallet_msrv/token_total, income_chart and income_list", () => {
  it("totals my income per coin, all-time and in the range", async () => {
    const aliceShare = (E(3) * 30n) / 40n;
    const totals = await aliceClient.call(api.wallet_msrv.token_total, { days: 7 });
    const ict = totals.coins.find((c) => c.coin === "ICT");
    const rows = await gw.db.query<{ amount: string }>(
      "SELECT amount::text FROM income_credits WHERE wallet = $1 AND coin = 'ICT'",
      [alice.address.toLowerCase()],
    );
    const credited = rows.reduce((acc, r) => acc + BigInt(r.amount), 0n);
    expect(BigInt(ict?.total ?? 0)).toBe(credited);
    expect(credited - E(1)).toBeGreaterThanOrEqual(aliceShare);
    expect(ict).toMatchObject({ in_range: ict?.total, mining: ict?.total, dividend: "0" });
    expect(totals.coins.find((c) => c.coin === "ICMS")).toMatchObject({
      total: (7n * 10n ** 18n).toString(),
      dividend: (7n * 10n ** 18n).toString(),
    });
    expect(totals.score_in_range).toBe(35);
    const bobClient = gw.client((await signIn(gw, bob)).session);
    const bobs = await bobClient.call(api.wallet_msrv.token_total, { days: 14 });
    const bobIct = bobs.coins.find((c) => c.coin === "ICT");
    expect(BigInt(bobIct?.total ?? 0)).toBeGreaterThan(BigInt(bobIct?.in_range ?? 0));
    expect(bobs.score_in_range).toBe(10);
  });

  it("answers one chart point per day, oldest first, zero where nothing was earned", async () => {
    const chart = await aliceClient.call(api.wallet_msrv.income_chart, { days: 7 });
    expect(chart.points).toHaveLength(7);
    expect(chart.points[6]?.date).toBe(epochDate(epochDaysAgo(0)));
    expect(chart.points[5]).toMatchObject({ date: epochDate(epochDaysAgo(1)), score: 5, ict: E(1).toString() });
    expect(chart.points[4]).toMatchObject({ score: 0, ict: "0", icms: (7n * 10n ** 18n).toString() });
    expect(chart.points[3]?.score).toBe(30);
    expect(chart.points[0]).toMatchObject({ score: 0, ict: "0", icms: "0", usdt: "0" });
  });

  it("lists my earnings rows newest first, by coin", async () => {
    const all = await aliceClient.call(api.wallet_msrv.income_list, { page: 1, page_size: 10 });
    expect(all.total).toBe(3);
    expect(all.list.map((r) => [r.date, r.coin, r.type, r.score])).toEqual([
      [epochDate(epochDaysAgo(1)), "ICT", "mining", 5],
      [epochDate(epochDaysAgo(2)), "ICMS", "dividend", 0],
      [epochDate(epochDaysAgo(3)), "ICT", "mining", 30],
    ]);
    expect(all.list[0]).toMatchObject({ amount: E(1).toString(), remark: "score=5" });
    const icms = await aliceClient.call(api.wallet_msrv.income_list, { page: 1, page_size: 10, coin: "ICMS" });
    expect(icms.list.map((r) => r.coin)).toEqual(["ICMS"]);
  });

  it("refuses a range that is not a shortcut, and asks for a session", async () => {
    expect(await refusedWith(aliceClient.call(api.wallet_msrv.income_chart, { days: 8 }))).toBe(Code.WalletParamError);
    expect(await refusedWith(aliceClient.call(api.wallet_msrv.income_list, { coin: "BNB" as "ICT" }))).toBe(
      Code.WalletParamError,
    );
    expect(await refusedWith(gw.client().call(api.wallet_msrv.token_total, { days: 7 }))).toBe(Code.NotLoggedIn);
  });
});

describe("wallet_msrv/pool_info", () => {
  it("answers the schedule, the mined total and the last settled epoch", async () => {
    const pool = await gw.client().call(api.wallet_msrv.pool_info, {});
    expect(pool.epoch).toBe(epochDaysAgo(0));
    expect(BigInt(pool.mined)).toBe(E(1) + E(3) + E(20));
    expect(BigInt(pool.remaining) + BigInt(pool.mined)).toBe(BigInt(pool.mining_total));
    expect(pool.last_settled).toMatchObject({ epoch: epochDaysAgo(1), total_score: 5, contributors: 1 });
    expect(pool.weights).toMatchObject({ approved_content: 10, review_made: 3, like_received: 1, invite_purchase: 20 });
    expect(pool.income.map((i) => i.coin)).toEqual(["ICT", "ICMS", "USDT"]);
  });
});

describe("wallet_msrv withdrawals without a chain", () => {
  it("shows the balance but refuses a voucher (804152)", async () => {
    const balance = await aliceClient.call(api.wallet_msrv.balance_info, {});
    expect(balance.vault).toBeNull();
    expect(balance.fee_wei).toBe("1000000000000000");
    expect(balance.coins.find((c) => c.coin === "ICMS")).toMatchObject({
      available: (7n * 10n ** 18n).toString(),
      withdrawable: true,
    });
    expect(balance.coins.find((c) => c.coin === "USDT")).toMatchObject({ withdrawable: false });
    expect(await refusedWith(aliceClient.call(api.wallet_msrv.withdraw_voucher, { coin: "ICMS", amount: "1" }))).toBe(
      Code.WithdrawUnavailable,
    );
    expect(await aliceClient.call(api.wallet_msrv.withdraw_list, {})).toMatchObject({ list: [], total: 0 });
  });
});
