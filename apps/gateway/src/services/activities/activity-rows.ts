import type {
  ActivityDetail,
  ActivityKind,
  ActivitySummary,
  AuthorBrief,
  ContentLang,
  MySignup,
  SignupState,
} from "@icms/protocol";
import type { InferResult, Kysely, Selectable } from "kysely";
import type { Queryable } from "../../db/db.js";
import type { ActivitySignups, DB } from "../../db/schema.js";
import { iso } from "../../shared/dates.js";

/** Online activities `a` with their author `u`. */
export function activitiesWithAuthor(db: Kysely<DB>) {
  return db
    .selectFrom("activities as a")
    .innerJoin("users as u", "u.uid", "a.author_uid")
    .where("a.status", "=", "online")
    .select([
      "a.id",
      "a.kind",
      "a.lang",
      "a.author_uid",
      "a.title",
      "a.abstract",
      "a.content",
      "a.cover_url",
      "a.place",
      "a.online_url",
      "a.starts_at",
      "a.ends_at",
      "a.signup_deadline",
      "a.capacity",
      "a.signed_count",
      "a.waiting_count",
      "u.nickname",
      "u.avatar_url",
      "u.wallet_addr",
    ]);
}

export type ActivityRow = InferResult<ReturnType<typeof activitiesWithAuthor>>[number];

const phaseOf = (row: ActivityRow, now: number): ActivitySummary["phase"] => {
  if (now < new Date(row.starts_at).getTime()) return "upcoming";
  return now <= new Date(row.ends_at).getTime() ? "ongoing" : "ended";
};

export function toActivitySummary(row: ActivityRow, now = Date.now()): ActivitySummary {
  return {
    activity_id: row.id,
    kind: row.kind as ActivityKind,
    lang: row.lang as ContentLang,
    title: row.title,
    abstract: row.abstract,
    cover_url: row.cover_url,
    place: row.place,
    online_url: row.online_url,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    signup_deadline: iso(row.signup_deadline),
    capacity: row.capacity,
    signed_count: row.signed_count,
    waiting_count: row.waiting_count,
    places_left: row.capacity === 0 ? null : Math.max(0, row.capacity - row.signed_count),
    signup_open: now <= new Date(row.signup_deadline).getTime(),
    phase: phaseOf(row, now),
  };
}

export function toActivityDetail(row: ActivityRow, mySignup: MySignup | null, canEdit: boolean): ActivityDetail {
  const author: AuthorBrief = {
    uid: row.author_uid,
    nickname: row.nickname,
    avatar_url: row.avatar_url,
    wallet_addr: row.wallet_addr,
  };
  return { ...toActivitySummary(row), content: row.content, author, my_signup: mySignup, can_edit: canEdit };
}

type SignupRow = Selectable<ActivitySignups>;

/** A signup on the wire; `position` is its place on the waitlist (0 unless waiting). */
export function toMySignup(row: SignupRow, position: number): MySignup {
  return {
    signup_id: row.id,
    activity_id: row.activity_id,
    state: row.state as SignupState,
    position: row.state === "waiting" ? position : 0,
    name: row.name,
    contact: row.contact,
    email: row.email,
    note: row.note,
    created_at: iso(row.created_at),
    promoted_at: row.promoted_at === null ? null : iso(row.promoted_at),
  };
}

/** How many wait ahead of a waiting signup, plus one. */
export async function waitlistPosition(q: Queryable, signup: SignupRow): Promise<number> {
  if (signup.state !== "waiting") return 0;
  const ahead = await q.kysely
    .selectFrom("activity_signups")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("activity_id", "=", signup.activity_id)
    .where("state", "=", "waiting")
    .where("id", "<=", signup.id)
    .executeTakeFirstOrThrow();
  return Number(ahead.n);
}

/** A user's latest signup for an activity, cancelled ones included, or null. */
export async function latestSignup(q: Queryable, activityId: number, uid: number): Promise<MySignup | null> {
  const row = await q.kysely
    .selectFrom("activity_signups")
    .selectAll()
    .where("activity_id", "=", activityId)
    .where("uid", "=", uid)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? toMySignup(row, await waitlistPosition(q, row)) : null;
}
