import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member } from "../../../test/cms.js";
import { startTestGateway, type TestGateway } from "../../../test/harness.js";
import { settleWithPoints } from "../../../test/income.js";
import { noticesOf } from "../../../test/received-notices.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startTestGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("settlement income notices", () => {
  it("tells each credited user what the epoch brought, per coin", async () => {
    const epoch = await settleWithPoints(gw.db, 1, { [alice.wallet]: 10, [bob.wallet]: 30 });
    const credited = await gw.db.query<{ wallet: string; amount: string }>(
      "SELECT wallet, amount::text FROM income_credits WHERE epoch = $1 AND coin = 'ICT' ORDER BY wallet",
      [epoch],
    );
    const [toAlice] = await noticesOf(alice, "settlement_income");
    expect(toAlice).toMatchObject({
      target: { type: "income_epoch", id: epoch },
      data: {
        token: "ICT",
        amount: credited.find((row) => row.wallet === alice.wallet.toLowerCase())?.amount,
        epoch: String(epoch),
      },
    });
    expect(await noticesOf(bob, "settlement_income")).toHaveLength(1);
  });
});
