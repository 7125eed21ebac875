import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { addActivity, at, operator, signupForm } from "../../../test/activities.js";
import { type Member, member } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { startContentGateway } from "../../../test/cms.js";

let gw: TestGateway;
let op: Member;
let users: Member[];
beforeAll(async () => {
  gw = await startContentGateway();
  op = await operator(gw);
  users = await Promise.all(Array.from({ length: 8 }, () => member(gw)));
});
afterAll(() => gw.close());

const signUp = (who: Member, activityId: number) =>
  who.client.call(api.appcms_msrv.activity_merchant_signup, signupForm(activityId, who));
const cancel = (who: Member, activityId: number) =>
  who.client.call(api.appcms_msrv.activity_signup_cancel, { activity_id: activityId });
const mine = (who: Member, activityId: number) =>
  who.client.call(api.appcms_msrv.activity_my_signup, { activity_id: activityId });
const detail = (activityId: number) => gw.client().call(api.appcms_msrv.activity_detail, { activity_id: activityId });

describe("activity signups", () => {
  it("signs up once: a second signup is refused (801160) and changes nothing", async () => {
    const id = await addActivity(op, { capacity: 3 });
    const [a] = users as [Member];
    expect(await signUp(a, id)).toMatchObject({ state: "signed", position: 0, activity_id: id });
    expect(await refusedWith(signUp(a, id))).toBe(Code.AlreadySignedUp);
    expect(await detail(id)).toMatchObject({ signed_count: 1, waiting_count: 0, places_left: 2 });
    expect(await a.client.call(api.appcms_msrv.activity_detail, { activity_id: id })).toMatchObject({
      my_signup: { state: "signed" },
      can_edit: false,
    });
  });

  it("checks the form with the shared rules: e-mail format (801163), name, contact and note", async () => {
    const id = await addActivity(op);
    const [a] = users as [Member];
    const form = signupForm(id, a);
    const call = (fields: Partial<typeof form> & { note?: string }) =>
      refusedWith(a.client.call(api.appcms_msrv.activity_merchant_signup, { ...form, ...fields }));
    expect(await call({ email: "not-an-email" })).toBe(Code.EmailIncorrect);
    expect(await call({ email: " " })).toBe(Code.ParamInvalid);
    expect(await call({ name: "  " })).toBe(Code.ParamInvalid);
    expect(await call({ name: "x".repeat(51) })).toBe(Code.ParamInvalid);
    expect(await call({ contact: "" })).toBe(Code.ParamInvalid);
    expect(await call({ note: "x".repeat(501) })).toBe(Code.ParamInvalid);
    expect(await mine(a, id)).toBeNull();
    expect(
      await a.client.call(api.appcms_msrv.activity_merchant_signup, { ...form, note: " Vegetarian " }),
    ).toMatchObject({ note: "Vegetarian", email: form.email });
  });

  it("refuses signups after the deadline (801161), unknown activities (3002) and anonymous callers (1002)", async () => {
    const closed = await addActivity(op, { signup_deadline: at(-1) });
    const [a] = users as [Member];
    expect(await refusedWith(signUp(a, closed))).toBe(Code.SignupClosed);
    expect(await detail(closed)).toMatchObject({ signup_open: false, signed_count: 0 });
    expect(await refusedWith(signUp(a, 2_000_000))).toBe(Code.NotFound);
    const open = await addActivity(op);
    expect(await refusedWith(gw.client().call(api.appcms_msrv.activity_merchant_signup, signupForm(open, a)))).toBe(
      Code.NotLoggedIn,
    );
  });

  it("fills the places, then puts later signups on the waitlist in signup order", async () => {
    const id = await addActivity(op, { capacity: 2 });
    const [a, b, c, d] = users as [Member, Member, Member, Member];
    expect((await signUp(a, id)).state).toBe("signed");
    expect((await signUp(b, id)).state).toBe("signed");
    expect(await signUp(c, id)).toMatchObject({ state: "waiting", position: 1 });
    expect(await signUp(d, id)).toMatchObject({ state: "waiting", position: 2 });
    expect(await detail(id)).toMatchObject({ signed_count: 2, waiting_count: 2, places_left: 0 });

    // A waiting person leaving moves the next one up the list, not into a place.
    expect(await cancel(c, id)).toMatchObject({ state: "cancelled" });
    expect(await mine(d, id)).toMatchObject({ state: "waiting", position: 1 });
    expect(await detail(id)).toMatchObject({ signed_count: 2, waiting_count: 1 });

    // A place freed goes to the first one waiting, at once.
    await cancel(a, id);
    expect(await mine(d, id)).toMatchObject({ state: "signed", position: 0 });
    expect((await mine(d, id))?.promoted_at).not.toBeNull();
    expect(await detail(id)).toMatchObject({ signed_count: 2, waiting_count: 0, places_left: 0 });

    // Cancelled, one may sign up again, at the end of the queue.
    expect(await signUp(a, id)).toMatchObject({ state: "waiting", position: 1 });
    expect(await mine(a, id)).toMatchObject({ state: "waiting" });
  });

  it("refuses to cancel without a signup (801162) and after the start (801161)", async () => {
    const id = await addActivity(op);
    const [a] = users as [Member];
    expect(await refusedWith(cancel(a, id))).toBe(Code.NotSignedUp);
    await signUp(a, id);
    await cancel(a, id);
    expect(await refusedWith(cancel(a, id))).toBe(Code.NotSignedUp);

    const started = await addActivity(op, { starts_at: at(-1), ends_at: at(2), signup_deadline: at(1) });
    await signUp(a, started);
    expect(await refusedWith(cancel(a, started))).toBe(Code.SignupClosed);
    expect(await mine(a, started)).toMatchObject({ state: "signed" });
  });

  it("takes no limit when the capacity is 0", async () => {
    const id = await addActivity(op, { capacity: 0 });
    const states = await Promise.all(users.slice(0, 4).map((u) => signUp(u, id).then((s) => s.state)));
    expect(states).toEqual(["signed", "signed", "signed", "signed"]);
    expect(await detail(id)).toMatchObject({ places_left: null, signed_count: 4 });
  });
});

describe("the waitlist under concurrent calls", () => {
  it("gives the last place to exactly one of many signing up at once; the others wait in distinct positions", async () => {
    const id = await addActivity(op, { capacity: 3 });
    await signUp(users[0] as Member, id);
    await signUp(users[1] as Member, id);
    const racers = users.slice(2, 8);
    const results = await Promise.all(racers.map((u) => signUp(u, id)));
    expect(results.filter((r) => r.state === "signed")).toHaveLength(1);
    const waiting = results.filter((r) => r.state === "waiting");
    expect(waiting.map((r) => r.position).sort()).toEqual([1, 2, 3, 4, 5]);
    // Waitlist positions follow signup order (the signup ids).
    const byId = [...waiting].sort((x, y) => x.signup_id - y.signup_id).map((r) => r.position);
    expect(byId).toEqual([1, 2, 3, 4, 5]);
    expect(await detail(id)).toMatchObject({ signed_count: 3, waiting_count: 5, places_left: 0 });
  });

  it("promotes exactly one waiting person per freed place, in signup order, when cancellations race", async () => {
    const id = await addActivity(op, { capacity: 2 });
    const [a, b, c, d, e] = users as [Member, Member, Member, Member, Member];
    for (const who of [a, b, c, d, e]) await signUp(who, id);
    // a and b hold the places; c, d, e wait. a, b leave at once while e leaves the waitlist.
    await Promise.all([cancel(a, id), cancel(b, id), cancel(e, id)]);
    const [sc, sd, se] = await Promise.all([mine(c, id), mine(d, id), mine(e, id)]);
    expect([sc?.state, sd?.state, se?.state]).toEqual(["signed", "signed", "cancelled"]);
    expect(await detail(id)).toMatchObject({ signed_count: 2, waiting_count: 0 });
    const rows = await gw.db.kysely
      .selectFrom("activity_signups")
      .select(["state"])
      .where("activity_id", "=", id)
      .where("state", "=", "signed")
      .execute();
    expect(rows).toHaveLength(2);
  });

  it("a signup racing a cancellation of the last place never over-fills it", async () => {
    const id = await addActivity(op, { capacity: 1 });
    const [a, b, c] = users as [Member, Member, Member];
    await signUp(a, id);
    await signUp(b, id);
    await Promise.all([cancel(a, id), signUp(c, id)]);
    const [sb, sc] = await Promise.all([mine(b, id), mine(c, id)]);
    // b waited first, so b gets the freed place whichever call ran first; c waits.
    expect(sb?.state).toBe("signed");
    expect(sc).toMatchObject({ state: "waiting", position: 1 });
    expect(await detail(id)).toMatchObject({ signed_count: 1, waiting_count: 1 });
  });
});

describe("the promoted member's notice", () => {
  it("records one notice for the member a freed place went to, by a job sent with the promotion", async () => {
    const id = await addActivity(op, { capacity: 1 });
    const [a, b, c] = users as [Member, Member, Member];
    await signUp(a, id);
    await signUp(b, id);
    await signUp(c, id);
    await cancel(a, id);
    const notices = () =>
      gw.db.kysely.selectFrom("activity_notices").select(["uid", "kind"]).where("activity_id", "=", id).execute();
    await expect.poll(notices, { timeout: 20_000, interval: 200 }).toEqual([{ uid: b.uid, kind: "promoted" }]);
    // c still waits: no notice for them.
    expect(await mine(c, id)).toMatchObject({ state: "waiting", position: 1 });
  });
});
