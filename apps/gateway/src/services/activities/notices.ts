import type { AppContext } from "../../context.js";

/**
 * Records that a freed place became the signup's (job `activity.notify-promoted`). Sent in the
 * promotion's transaction, so it exists exactly when the promotion commits; running it twice
 * records one notice.
 */
export async function recordPromotion(app: Pick<AppContext, "db">, signupId: number): Promise<void> {
  const signup = await app.db.kysely
    .selectFrom("activity_signups")
    .select(["id", "uid", "activity_id", "state"])
    .where("id", "=", signupId)
    .executeTakeFirst();
  if (signup?.state !== "signed") return;
  await app.db.kysely
    .insertInto("activity_notices")
    .values({ uid: signup.uid, activity_id: signup.activity_id, signup_id: signup.id, kind: "promoted" })
    .onConflict((oc) => oc.columns(["signup_id", "kind"]).doNothing())
    .execute();
}
