import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member } from "../../../test/cms.js";
import { buildCourse, courseForm } from "../../../test/courses.js";
import { refusedWith } from "../../../test/harness.js";
import { type Reviewer, type ReviewSetup, reviewer, signedDecision, startReviewGateway } from "../../../test/review.js";

let setup: ReviewSetup;
let alice: Reviewer;
let bob: Reviewer;
let carol: Reviewer;
let author: Member;

beforeAll(async () => {
  setup = await startReviewGateway(3);
  [alice, bob, carol, author] = await Promise.all([
    reviewer(setup, "alice"),
    reviewer(setup, "bob"),
    reviewer(setup, "carol"),
    member(setup.gw),
  ]);
});
afterAll(async () => setup?.close());

const decide = async (who: Reviewer, id: number, decision: "pass" | "reject", kind: "course" | "article" = "course") =>
  who.client.call(api.daoclub_msrv.dao_course_set_status, {
    course_id: id,
    ...(await signedDecision(setup, who.account, {
      kind,
      item_id: id,
      decision,
      ...(decision === "reject" ? { reason: "Too thin" } : {}),
    })),
  });

describe("daoclub_msrv/dao_course_*", () => {
  it("keeps a new course in review, unlisted, until members pass it", async () => {
    const built = await buildCourse(author);
    const { course_id } = built;
    expect(await refusedWith(setup.gw.client().call(api.appedu_msrv.course_detail, { course_id }))).toBe(Code.NotFound);
    expect((await author.client.call(api.appedu_msrv.course_detail, { course_id, is_preview: 1 })).status).toBe(
      "audit",
    );

    const queue = await alice.client.call(api.daoclub_msrv.dao_course_list, { page_size: 100 });
    expect(queue.list.map((c) => c.course_id)).toContain(course_id);
    const detail = await alice.client.call(api.daoclub_msrv.dao_course_detail, { course_id });
    expect(detail.chapters.flatMap((c) => c.lessons).map((l) => l.lesson_id)).toEqual(built.lessons);
    expect(detail.review).toMatchObject({ pass_count: 0, quorum: 3, my_decision: null });

    expect((await decide(alice, course_id, "pass")).status).toBe("audit");
    expect((await author.client.call(api.appedu_msrv.course_detail, { course_id })).review).toMatchObject({
      pass_count: 2,
    });
    expect((await decide(carol, course_id, "pass")).status).toBe("online");
    const listed = await setup.gw.client().call(api.appedu_msrv.course_list, { page_size: 100 });
    expect(listed.list.find((c) => c.course_id === course_id)?.published_at).not.toBeNull();
    expect(await refusedWith(alice.client.call(api.daoclub_msrv.dao_course_detail, { course_id }))).toBe(Code.NotFound);
  });

  it("refuses a course at the reject quorum with the reasons for its author, and reviews it again when saved", async () => {
    const { course_id } = await buildCourse(author);
    await decide(alice, course_id, "reject");
    expect((await decide(carol, course_id, "reject")).status).toBe("refused");
    const teach = await author.client.call(api.appedu_msrv.my_course_teach, { status: "refused" });
    expect(teach.list.find((c) => c.course_id === course_id)?.review.reasons).toEqual(["Too thin", "Too thin"]);
    const again = await author.client.call(api.appedu_msrv.course_save, courseForm({ course_id }));
    expect(again.status).toBe("audit");
    const round = await alice.client.call(api.daoclub_msrv.dao_course_detail, { course_id });
    expect(round.review).toMatchObject({ pass_count: 0, reject_count: 0 });
  });

  it("is for members only (801124), once per member (801123), never one's own, with a signature for courses", async () => {
    const { course_id } = await buildCourse(author);
    expect(await refusedWith(bob.client.call(api.daoclub_msrv.dao_course_list, {}))).toBe(Code.NotDaoMember);
    expect(await refusedWith(bob.client.call(api.daoclub_msrv.dao_course_detail, { course_id }))).toBe(
      Code.NotDaoMember,
    );
    expect(await refusedWith(decide(alice, course_id, "pass", "article"))).toBe(Code.ReviewSignatureInvalid);
    await decide(alice, course_id, "pass");
    expect(await refusedWith(decide(alice, course_id, "pass"))).toBe(Code.AlreadyReviewed);
    const own = await alice.client.call(api.appedu_msrv.course_save, courseForm());
    expect(await refusedWith(decide(alice, own.course_id, "pass"))).toBe(Code.PermissionDenied);
    expect(await refusedWith(decide(carol, 2_000_000, "pass"))).toBe(Code.NotFound);
  });

  it("opens a waiting course's paid lessons whole to members, with media links made out to them", async () => {
    const built = await buildCourse(author);
    const paid = built.lessons[1] as number;
    const upload = (await author.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paid })).video_url;
    const video = Buffer.from("a short stand-in for a lesson video");
    const file = join(setup.gw.config.UPLOAD_DIR, upload.replace(/^\/uploads\//, ""));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, video);
    // The player serves a course in review to its author only.
    expect(await refusedWith(alice.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paid }))).toBe(
      Code.NotFound,
    );

    const lesson = await alice.client.call(api.daoclub_msrv.dao_course_lesson, { lesson_id: paid });
    expect(lesson).toMatchObject({ lesson_id: paid, name: "Storage and memory", playable: true, progress: null });
    expect(lesson.content).toBe("<p>Storage and memory notes.</p>");
    expect(lesson.video_url).toMatch(new RegExp(`^/media/lesson/${paid}\\.mp4\\?u=${alice.uid}&exp=\\d+&sig=`));
    const played = await fetch(new URL(lesson.video_url, setup.gw.url));
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer()).equals(video)).toBe(true);

    expect(await refusedWith(bob.client.call(api.daoclub_msrv.dao_course_lesson, { lesson_id: paid }))).toBe(
      Code.NotDaoMember,
    );
    expect(await refusedWith(alice.client.call(api.daoclub_msrv.dao_course_lesson, { lesson_id: 2_000_000 }))).toBe(
      Code.NotFound,
    );
    // Once decided, the course's lessons go back to the player's rule.
    await decide(alice, built.course_id, "pass");
    await decide(carol, built.course_id, "pass");
    expect(await refusedWith(alice.client.call(api.daoclub_msrv.dao_course_lesson, { lesson_id: paid }))).toBe(
      Code.NotFound,
    );
  });
});
