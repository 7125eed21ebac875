import { type ActionInput, type Api, api } from "@icms/protocol";
import { type Member, mediaUrl, member } from "./cms.js";
import type { TestGateway } from "./harness.js";

const HOUR_MS = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR_MS).toISOString();

/** A signed-in user holding the operators' privilege `edit_activity`. */
export async function operator(gw: TestGateway): Promise<Member> {
  const who = await member(gw);
  await gw.db.kysely
    .insertInto("user_privileges")
    .values({ uid: who.uid, privilege_code: "edit_activity", val: 1 })
    .execute();
  return who;
}

type ActivityInput = ActionInput<Api["appcms_msrv"]["activity_save"]>;

let serial = 0;
/** A valid activity form starting in two days; `overrides` change any field. */
export function activityForm(overrides: Partial<ActivityInput> = {}): ActivityInput {
  serial += 1;
  return {
    kind: "meetup",
    lang: "en",
    title: `Rollup meetup ${serial}`,
    abstract: "An evening on optimistic rollups.",
    content: "<p>Talks and questions.</p>",
    cover_url: mediaUrl("image"),
    place: "Lisbon, Rua Augusta 1",
    online_url: "",
    starts_at: at(48),
    ends_at: at(50),
    signup_deadline: at(24),
    capacity: 10,
    ...overrides,
  } as ActivityInput;
}

/** Adds an activity as `op` and answers its id. */
export async function addActivity(op: Member, overrides: Partial<ActivityInput> = {}): Promise<number> {
  return (await op.client.call(api.appcms_msrv.activity_save, activityForm(overrides))).activity_id;
}

/** A valid signup form for `who`. */
export const signupForm = (activityId: number, who: Member) => ({
  activity_id: activityId,
  name: `Member ${who.uid}`,
  contact: "+351 912 345 678",
  email: `member${who.uid}@example.org`,
});

export { at };
