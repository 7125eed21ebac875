import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWallet, signIn, startTestGateway, type TestGateway } from "../../../../test/harness.js";
import { type NoticeEvent, notify } from "../public.js";
import { type LiveStream, NoticeHub } from "./hub.js";

let gw: TestGateway;
let alice: number;
let bob: number;

beforeAll(async () => {
  gw = await startTestGateway();
  [alice, bob] = (await Promise.all([signIn(gw, newWallet()), signIn(gw, newWallet())])).map((l) => l.uid) as [
    number,
    number,
  ];
});
afterAll(() => gw.close());

const article = (id: number) => ({ type: "article", id, title: `Article ${id}`, url: `/appcms/article?id=${id}` });
const send = (event: NoticeEvent) => gw.db.tx((q) => notify(q, event));

/** A stream that keeps the ids and types of what it is sent. */
function recorder(uid: number, cursor: number): LiveStream & { received: [number | undefined, string][] } {
  const received: [number | undefined, string][] = [];
  return {
    uid,
    family: "f",
    cursor,
    received,
    write(chunk) {
      const id = /^id: (\d+)$/m.exec(chunk)?.[1];
      const type = /^event: (\w+)$/m.exec(chunk)?.[1] ?? "";
      received.push([id === undefined ? undefined : Number(id), type]);
    },
    end() {},
  };
}

async function seqsOf(uid: number): Promise<number[]> {
  const rows = await gw.db.query<{ seq: number }>("SELECT seq FROM notices WHERE uid = $1 ORDER BY seq", [uid]);
  return rows.map((r) => Number(r.seq));
}

describe("the hub's catch-up", () => {
  it("sends a stream that joins during a catch-up everything past its own cursor, once", async () => {
    for (const id of [1, 2, 3]) await send({ kind: "reply", to: alice, actor: bob, target: article(id) });
    const [s1, s2, s3] = (await seqsOf(alice)) as [number, number, number];
    const hub = new NoticeHub(gw.db, (error) => {
      throw error;
    });
    const ahead = recorder(alice, s2);
    hub.add(ahead);
    // The catch-up for `ahead` reads from s2; `behind` joins while it reads, from before s1.
    hub.changed(alice);
    const behind = recorder(alice, s1 - 1);
    hub.add(behind);
    await hub.idle();
    expect(ahead.received).toEqual([[s3, "notice"]]);
    expect(behind.received).toEqual([
      [s1, "notice"],
      [s2, "notice"],
      [s3, "notice"],
    ]);
    // Asked again with nothing new, neither is sent anything twice.
    hub.changed(alice);
    hub.changed(alice);
    await hub.idle();
    expect(ahead.received).toHaveLength(1);
    expect(behind.received).toHaveLength(3);
  });

  it("sends only the counts, with their latest number, when they moved without a notification", async () => {
    const hub = new NoticeHub(gw.db, (error) => {
      throw error;
    });
    const [latest] = (await seqsOf(alice)).slice(-1) as [number];
    const tab = recorder(alice, latest);
    hub.add(tab);
    await gw.db.query(
      "INSERT INTO notice_cursors (uid, tab, up_to, changed) VALUES ($1, 'all', $2, nextval('notice_seq'))",
      [alice, latest],
    );
    hub.changed(alice);
    await hub.idle();
    expect(tab.received).toHaveLength(1);
    expect(tab.received[0]?.[1]).toBe("counts");
    expect(tab.received[0]?.[0]).toBe(tab.cursor);
    expect(tab.cursor).toBeGreaterThan(latest);
  });
});
