import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { addCourse, enroll } from "../../../test/courses.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
let carol: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob, carol] = await Promise.all([member(gw), member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("appedu_msrv/course_rate", () => {
  it("rates a course once (803000), never one's own (803001), and averages the ratings", async () => {
    const course_id = await addCourse(alice, { is_free: 1 });
    expect(await bob.client.call(api.appedu_msrv.course_rate, { course_id, score: 4 })).toEqual({
      course_id,
      score: 4,
      rating_avg: 4,
      rating_count: 1,
    });
    expect((await carol.client.call(api.appedu_msrv.course_rate, { course_id, score: 5 })).rating_avg).toBe(4.5);
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_rate, { course_id, score: 1 }))).toBe(
      Code.CourseAlreadyRated,
    );
    expect(await refusedWith(alice.client.call(api.appedu_msrv.course_rate, { course_id, score: 5 }))).toBe(
      Code.CannotRateOwnCourse,
    );
    expect(await bob.client.call(api.appedu_msrv.course_detail, { course_id })).toMatchObject({
      my_rating: 4,
      rating_avg: 4.5,
      rating_count: 2,
    });
  });

  it("rates a paid course only with an enrollment (803006), and only scores 1 to 5", async () => {
    const course_id = await addCourse(alice);
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_rate, { course_id, score: 5 }))).toBe(
      Code.CourseNotTaken,
    );
    await enroll(gw, bob.uid, course_id);
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_rate, { course_id, score: 6 }))).toBe(
      Code.ParamInvalid,
    );
    expect((await bob.client.call(api.appedu_msrv.course_rate, { course_id, score: 2 })).rating_count).toBe(1);
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_rate, { course_id: 2_000_000, score: 2 }))).toBe(
      Code.NotFound,
    );
  });
});
