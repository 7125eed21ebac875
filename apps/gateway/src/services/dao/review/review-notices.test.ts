import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, publish } from "../../../../test/cms.js";
import { addCourse } from "../../../../test/courses.js";
import { noticesOf } from "../../../../test/received-notices.js";
import {
  type Reviewer,
  type ReviewSetup,
  reviewer,
  signedDecision,
  startReviewGateway,
} from "../../../../test/review.js";

let setup: ReviewSetup;
let alice: Reviewer;
let bob: Reviewer;
let carol: Reviewer;
let author: Member;

beforeAll(async () => {
  // One decision settles an item. alice and carol are X-Men (staked), bob is not.
  setup = await startReviewGateway(1);
  [alice, bob, carol] = await Promise.all([reviewer(setup, "alice"), reviewer(setup, "bob"), reviewer(setup, "carol")]);
  author = await member(setup.gw);
});
afterAll(async () => setup?.close());

const decideOn = async (who: Reviewer, id: number, decision: "pass" | "reject", reason = "") =>
  who.client.call(api.daoclub_msrv.dao_article_set_status, {
    article_id: id,
    ...(await signedDecision(setup, who.account, { kind: "article", item_id: id, decision, reason_id: 0, reason })),
  });

describe("review notices", () => {
  it("tells the X-Men an article waits, once a day per kind, and not its author or a non-member", async () => {
    await publish(author, { title: "Waiting for the members" });
    const waitingOf = (who: Pick<Member, "client">) => noticesOf(who, "review_waiting");
    await expect.poll(() => waitingOf(alice), { timeout: 20_000, interval: 200 }).toHaveLength(1);
    await expect.poll(() => waitingOf(carol), { timeout: 20_000, interval: 200 }).toHaveLength(1);
    expect((await waitingOf(alice))[0]).toMatchObject({
      target: { type: "review_queue_article", url: "/icmsdao/icms_dao_autonomy/article" },
      data: { kind: "article" },
    });
    await publish(author, { title: "Waiting as well" });
    // The second job ran when its notice would be there: the queue's first notice is still the only one.
    const jobsDone = () =>
      setup.gw.db
        .query<{ n: string }>(
          "SELECT count(*) AS n FROM pgboss.job WHERE name = 'dao.review-waiting' AND state = 'completed'",
        )
        .then((rows) => Number(rows[0]?.n));
    await expect.poll(jobsDone, { timeout: 20_000, interval: 200 }).toBe(2);
    expect(await waitingOf(alice)).toHaveLength(1);
    expect(await waitingOf(bob)).toEqual([]);
    expect(await waitingOf(author)).toEqual([]);

    // Another kind's queue is another notice.
    await addCourse(author);
    await expect
      .poll(async () => (await waitingOf(carol)).map((n) => n.target?.type).sort(), { timeout: 20_000, interval: 200 })
      .toEqual(["review_queue_article", "review_queue_course"]);
  });

  it("tells the author the article passed", async () => {
    const id = await publish(author, { title: "Passing through review" });
    await decideOn(alice, id, "pass");
    const passed = (await noticesOf(author, "review_passed")).filter((n) => n.target?.id === id);
    expect(passed).toMatchObject([{ target: { type: "article", title: "Passing through review" } }]);
    expect(passed[0]?.target?.url).toContain(`article_id=${id}`);
  });

  it("tells the author the article was refused, with the reasons", async () => {
    const id = await publish(author, { title: "Refused in review" });
    await decideOn(carol, id, "reject", "The sources are missing");
    const refused = (await noticesOf(author, "review_refused")).filter((n) => n.target?.id === id);
    expect(refused).toMatchObject([
      { target: { type: "article", title: "Refused in review" }, data: { reasons: "The sources are missing" } },
    ]);
  });
});
