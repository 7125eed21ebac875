import { describe, expect, it } from "vitest";
import { api, Code, GatewayError } from "@icms/protocol";
import { localInvalidationBus } from "../cache/invalidation.js";
import { contentReadCache } from "../services/cms/read-cache.js";
import type { Db } from "./db.js";
import type { ReadReplicas } from "./replicas.js";
import { onItsDatabase, readsFromReplica, readsOwnWrite } from "./replica-reads.js";

/** A primary with one replica whose routing is recorded (the real one is in replicas.test.ts). */
function fakeCluster() {
  const replica = { kind: "postgres" } as Db;
  const calls: string[] = [];
  const replicas = {
    pick: async (uid: number | undefined) => {
      calls.push(`pick ${uid}`);
      return uid === 8 ? { replica: undefined, ownWrite: true } : { replica, ownWrite: false };
    },
    wrote: async (uid: number) => {
      calls.push(`wrote ${uid}`);
    },
    failed: () => calls.push("failed"),
  } as Partial<ReadReplicas> as ReadReplicas;
  const primary = { kind: "postgres", replicas } as Db;
  return { primary, replica, calls };
}

describe("read routing", () => {
  it("lists public reads and leaves writes and a caller's own records to the primary", () => {
    expect(readsFromReplica(api.appcms_msrv.article_list)).toBe(true);
    expect(readsFromReplica(api.appcms_msrv.wiki_detail)).toBe(true);
    expect(readsFromReplica(api.appcms_msrv.article_comment_add)).toBe(false);
    expect(readsFromReplica(api.appcms_msrv.my_article_list)).toBe(false);
  });

  it("runs everything on the database without replicas", async () => {
    const db = { kind: "pglite" } as Db;
    expect(await onItsDatabase(db, api.appcms_msrv.article_list, 7, async (used) => used)).toBe(db);
  });

  it("reads on the replica, retries a failed read on the primary, and remembers writers", async () => {
    const { primary, replica, calls } = fakeCluster();
    expect(await onItsDatabase(primary, api.appcms_msrv.article_list, undefined, async (db) => db)).toBe(replica);
    const retried = await onItsDatabase(primary, api.appcms_msrv.article_list, 7, async (db) => {
      if (db === replica) throw new Error("Connection terminated unexpectedly");
      return db;
    });
    expect(retried).toBe(primary);
    expect(await onItsDatabase(primary, api.appcms_msrv.article_comment_add, 7, async (db) => db)).toBe(primary);
    expect(calls).toEqual(["pick undefined", "pick 7", "failed", "wrote 7"]);
  });

  it("keeps a writer's own read on the primary and out of the shared caches", async () => {
    const { primary } = fakeCluster();
    const seen = async (db: Db) => ({ db, ownWrite: readsOwnWrite() });
    expect(await onItsDatabase(primary, api.appcms_msrv.article_list, 8, seen)).toEqual({
      db: primary,
      ownWrite: true,
    });
    expect((await onItsDatabase(primary, api.appcms_msrv.article_list, 7, seen)).ownWrite).toBe(false);
    expect(readsOwnWrite()).toBe(false);

    // The content cache holds a page another caller read on a replica; the writer reads past it.
    const cache = contentReadCache(localInvalidationBus(), 60_000);
    await cache.page("list", async () => "from the replica");
    const read = (uid: number) =>
      onItsDatabase(primary, api.appcms_msrv.article_list, uid, () => cache.page("list", async () => "fresh"));
    expect(await read(8)).toBe("fresh");
    expect(await read(7)).toBe("from the replica");
  });

  it("answers an action's own refusal from the replica without asking the primary", async () => {
    const { primary, calls } = fakeCluster();
    const refusal = onItsDatabase(primary, api.appcms_msrv.article_detail, undefined, async (db) => {
      if (db !== primary) throw new GatewayError(Code.NotFound);
      return "primary";
    });
    await expect(refusal).rejects.toBeInstanceOf(GatewayError);
    expect(calls).toEqual(["pick undefined"]);
  });
});
