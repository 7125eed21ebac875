import { AsyncLocalStorage } from "node:async_hooks";
import { type ActionDef, type Declarations, GatewayError } from "@icms/protocol";
import type { Db } from "./db.js";

/**
 * The actions that may run on a streaming replica: public reads of lists, details, search and
 * feeds, whose handlers only read through `ctx.db` (what they count, such as article views, goes
 * through a service holding the primary) and whose answer may be up to the replica lag bound old
 * for everybody but the user who just wrote. An action not listed runs on the primary, so a new
 * action is safe by default; one is listed here once it meets the rule (docs/decisions.md,
 * "Reads on streaming replicas"). A replica refuses writes, so a listed action that writes fails
 * there, and is retried once on the primary.
 */
const REPLICA_READS = {
  user_msrv: [
    "user_follow_info",
    "user_folllow_list",
    "user_fans_list",
    "latest_reg_user",
    "kol_user_list",
    "kol_detail",
    "country_list",
  ],
  appcms_msrv: [
    "article_list",
    "article_detail",
    "article_comment_list",
    "article_search",
    "special_list",
    "special_detail",
    "tags_list",
    "information_list",
    "information_detail",
    "information_comment_list",
    "information_search",
    "announcement_list",
    "announcement_detail",
    "activity_list",
    "activity_detail",
    "activity_calendar",
    "wiki_catelist",
    "wiki_list",
    "wiki_detail",
    "wiki_history_timeline",
    "wiki_revision_detail",
    "project_list",
    "project_detail",
  ],
  appsocial_msrv: ["circle_list", "circle_userlist", "circle_detail", "topics_list", "topics_detail", "comment_list"],
  appedu_msrv: ["course_cate_list", "course_list", "course_detail", "course_comment_list"],
  daoclub_msrv: ["proposal_list", "proposal_detail", "dao_overview"],
  wallet_msrv: ["score_rank_list"],
} as const satisfies { [G in keyof Declarations]?: readonly (keyof Declarations[G] & string)[] };

const ownWriteReads = new AsyncLocalStorage<true>();

/**
 * Whether the call under way reads the primary to see its caller's own recent write: a cache
 * shared between callers must not answer it (another caller may have filled the entry from a
 * replica that had not replayed the write), nor keep what it reads.
 */
export function readsOwnWrite(): boolean {
  return ownWriteReads.getStore() === true;
}

const replicaPaths: ReadonlySet<string> = new Set(
  Object.entries(REPLICA_READS).flatMap(([group, names]) => names.map((name) => `${group}/${name}`)),
);

/** Whether `def` is one of the actions a replica may answer. */
export function readsFromReplica(def: Pick<ActionDef, "group" | "name">): boolean {
  return replicaPaths.has(`${def.group}/${def.name}`);
}

/**
 * Runs one action on the database it belongs to. A listed read goes to a usable replica that has
 * replayed the caller's own last write (the primary otherwise); a replica that fails it (down,
 * a recovery conflict) is skipped and the call runs again on the primary, so the caller sees no
 * error. Any other action runs on the primary, and a signed-in caller's is remembered as a write.
 */
export async function onItsDatabase<T>(
  primary: Db,
  def: Pick<ActionDef, "group" | "name">,
  uid: number | undefined,
  run: (db: Db) => Promise<T>,
): Promise<T> {
  const replicas = primary.replicas;
  if (!replicas) return run(primary);
  if (!readsFromReplica(def)) {
    try {
      return await run(primary);
    } finally {
      // Also after a failure: part of it may have been written. A store that is down makes
      // the writer's reads go to the primary anyway (`pick` cannot read it either).
      if (uid !== undefined) await replicas.wrote(uid).catch(() => {});
    }
  }
  const { replica, ownWrite } = await replicas.pick(uid);
  // A shared cache may hold what another caller read on a replica that missed this write.
  if (ownWrite) return ownWriteReads.run(true, () => run(primary));
  if (!replica) return run(primary);
  try {
    return await run(replica);
  } catch (error) {
    // The action's own refusals (not found, bad page) are its answer, wherever it ran.
    if (error instanceof GatewayError) throw error;
    replicas.failed(replica, error);
    return run(primary);
  }
}
