import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { activityForm, addActivity, at, operator, signupForm } from "../../../test/activities.js";
import { type Member, mediaUrl, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let op: Member;
let users: Member[];
beforeAll(async () => {
  gw = await startContentGateway();
  op = await operator(gw);
  users = await Promise.all(Array.from({ length: 4 }, () => member(gw)));
});
afterAll(() => gw.close());

const signUp = (who: Member, activityId: number) =>
  who.client.call(api.appcms_msrv.activity_merchant_signup, signupForm(activityId, who));

describe("operators' activity calls", () => {
  it("needs the privilege edit_activity for every operator call (1006)", async () => {
    const [a] = users as [Member];
    const id = await addActivity(op);
    expect(await refusedWith(a.client.call(api.appcms_msrv.activity_save, activityForm()))).toBe(Code.PermissionDenied);
    expect(
      await refusedWith(a.client.call(api.appcms_msrv.activity_save, { ...activityForm(), activity_id: id })),
    ).toBe(Code.PermissionDenied);
    expect(await refusedWith(a.client.call(api.appcms_msrv.activity_delete, { activity_id: id }))).toBe(
      Code.PermissionDenied,
    );
    expect(await refusedWith(a.client.call(api.appcms_msrv.activity_signup_list, { activity_id: id }))).toBe(
      Code.PermissionDenied,
    );
    expect(await refusedWith(gw.client().call(api.appcms_msrv.activity_delete, { activity_id: id }))).toBe(
      Code.NotLoggedIn,
    );
    expect((await gw.client().call(api.appcms_msrv.activity_detail, { activity_id: id })).title).toMatch(/meetup/);
  });

  it("refuses an inconsistent form (50500): no place nor link, end before start, late deadline, bad cover", async () => {
    const refused = (fields: object) =>
      refusedWith(op.client.call(api.appcms_msrv.activity_save, { ...activityForm(), ...fields }));
    expect(await refused({ place: "", online_url: "" })).toBe(Code.ParamInvalid);
    expect(await refused({ online_url: "ftp://x" })).toBe(Code.ParamInvalid);
    expect(await refused({ starts_at: at(10), ends_at: at(5), signup_deadline: at(1) })).toBe(Code.ParamInvalid);
    expect(await refused({ signup_deadline: at(100) })).toBe(Code.ParamInvalid);
    expect(await refused({ starts_at: "tomorrow" })).toBe(Code.ParamInvalid);
    expect(await refused({ cover_url: mediaUrl("image", "bmp") })).toBe(Code.ParamInvalid);
    expect(await refused({ cover_url: "https://elsewhere.example/x.png" })).toBe(Code.ParamInvalid);
    expect(await refused({ capacity: -1 })).toBe(Code.ParamInvalid);
    expect(await refused({ kind: "party" })).toBe(Code.ParamInvalid);
    expect(await refused({ title: "" })).toBe(Code.ParamInvalid);
  });

  it("edits an activity; a raised capacity gives the new places to the waitlist in order", async () => {
    const form = activityForm({ capacity: 1, kind: "investment", online_url: "https://meet.example/x" });
    const saved = await op.client.call(api.appcms_msrv.activity_save, form);
    expect(saved).toMatchObject({ kind: "investment", capacity: 1, can_edit: true });
    const id = saved.activity_id;
    const [a, b, c, d] = users as [Member, Member, Member, Member];
    for (const who of [a, b, c, d]) await signUp(who, id);
    const edited = await op.client.call(api.appcms_msrv.activity_save, {
      ...form,
      activity_id: id,
      title: "Seed round roadshow",
      capacity: 3,
    });
    expect(edited).toMatchObject({ title: "Seed round roadshow", signed_count: 3, waiting_count: 1 });
    const states = await Promise.all(
      [b, c, d].map((who) => who.client.call(api.appcms_msrv.activity_my_signup, { activity_id: id })),
    );
    expect(states.map((s) => s?.state)).toEqual(["signed", "signed", "waiting"]);

    // Lowering it takes nobody's place.
    const lowered = await op.client.call(api.appcms_msrv.activity_save, { ...form, activity_id: id, capacity: 1 });
    expect(lowered).toMatchObject({ signed_count: 3, places_left: 0 });

    const signups = await op.client.call(api.appcms_msrv.activity_signup_list, { activity_id: id });
    expect(signups.total).toBe(4);
    expect(signups.list.map((s) => [s.user.uid, s.state, s.position])).toEqual([
      [a.uid, "signed", 0],
      [b.uid, "signed", 0],
      [c.uid, "signed", 0],
      [d.uid, "waiting", 1],
    ]);
    expect(signups.list[0]).toMatchObject({ email: signupForm(id, a).email, contact: signupForm(id, a).contact });
    const waiting = await op.client.call(api.appcms_msrv.activity_signup_list, { activity_id: id, state: "waiting" });
    expect(waiting.list.map((s) => s.user.uid)).toEqual([d.uid]);
  });

  it("deletes an activity: gone from lists, pages, signups and calls (3002)", async () => {
    const id = await addActivity(op, {
      lang: "zh",
      starts_at: "2098-01-05T10:00:00Z",
      ends_at: "2098-01-05T12:00:00Z",
      signup_deadline: "2098-01-04T00:00:00Z",
    });
    expect(await op.client.call(api.appcms_msrv.activity_delete, { activity_id: id })).toEqual({ activity_id: id });
    expect(await refusedWith(op.client.call(api.appcms_msrv.activity_delete, { activity_id: id }))).toBe(Code.NotFound);
    expect(await refusedWith(gw.client().call(api.appcms_msrv.activity_detail, { activity_id: id }))).toBe(
      Code.NotFound,
    );
    expect(await refusedWith(signUp(users[0] as Member, id))).toBe(Code.NotFound);
    expect(
      await refusedWith(op.client.call(api.appcms_msrv.activity_save, { ...activityForm(), activity_id: id })),
    ).toBe(Code.NotFound);
    expect(await refusedWith(op.client.call(api.appcms_msrv.activity_signup_list, { activity_id: id }))).toBe(
      Code.NotFound,
    );
    const listed = await gw.client().call(api.appcms_msrv.activity_list, { month: "2098-01" });
    expect(listed.total).toBe(0);
    const cal = await gw.client().call(api.appcms_msrv.activity_calendar, { month: "2098-01" });
    expect(cal.days).toEqual([]);
  });
});
