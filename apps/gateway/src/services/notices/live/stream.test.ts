import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code, type NoticeStreamEvent } from "@icms/protocol";
import { publish } from "../../../../test/cms.js";
import { newWallet, signIn, startTestGateway, type TestGateway } from "../../../../test/harness.js";
import { sessionRevocations } from "../../../auth/revocations.js";
import { createTokenIssuer } from "../../../auth/tokens.js";
import { localInvalidationBus } from "../../../cache/invalidation.js";
import { type NoticeEvent, notify } from "../public.js";
import { type ReceivedEvent, readStream, type StreamReader } from "./sse-client.js";
import { STREAM_PATH } from "./stream.js";

let gw: TestGateway;
/** A signed-in user with his client and his access token (which the stream takes). */
interface Member {
  uid: number;
  wallet: string;
  client: ReturnType<TestGateway["client"]>;
  token: string;
}
let alice: Member;
let bob: Member;
const open: StreamReader[] = [];

async function login(): Promise<Member> {
  const wallet = newWallet();
  const result = await signIn(gw, wallet);
  return { uid: result.uid, wallet: wallet.address, client: gw.client(result.session), token: result.AccessToken };
}

/** Opens a stream the way the web app does (token in the query) and remembers to close it. */
async function stream(token: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const reader = await readStream(`${gw.url}${STREAM_PATH}?${new URLSearchParams({ token, ...query })}`, headers);
  open.push(reader);
  return reader;
}

const article = (id: number) => ({ type: "article", id, title: `Article ${id}`, url: `/appcms/article?id=${id}` });
const send = (event: NoticeEvent) => gw.db.tx((q) => notify(q, event));

/** The next event of a kind, skipping others. */
async function nextOf<T extends NoticeStreamEvent["type"]>(
  reader: StreamReader,
  type: T,
): Promise<ReceivedEvent & { event: Extract<NoticeStreamEvent, { type: T }> }> {
  for (;;) {
    const received = await reader.next();
    if (received.event.type === type) return received as never;
  }
}

beforeAll(async () => {
  gw = await startTestGateway();
  [alice, bob] = await Promise.all([login(), login()]);
});
afterAll(async () => {
  for (const reader of open) reader.close();
  await gw.close();
});

describe("the notices stream", () => {
  it("sends the counts first, then a comment written by another request, with its change number as id", async () => {
    const tab = await stream(alice.token);
    expect(tab.status).toBe(200);
    expect(tab.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const first = await tab.next();
    expect(first.event).toMatchObject({ type: "counts", counts: { unread: 0 } });
    const articleId = await publish(alice);
    await bob.client.call(api.appcms_msrv.article_comment_add, { article_id: articleId, content: "Great write-up" });
    const { id, event } = await nextOf(tab, "notice");
    expect(event.item).toMatchObject({ kind: "comment", read: false });
    expect(event.item.target?.url).toContain(String(articleId));
    expect(event.item.actors.map((a) => a.uid)).toEqual([bob.uid]);
    expect(event.counts.unread).toBe(1);
    expect(id).toBe(event.counts.latest_id);
  });

  it("resumes after Last-Event-ID with exactly what was missed, then live", async () => {
    const first = await stream(alice.token);
    const counts = await nextOf(first, "counts");
    const seen = counts.id as number;
    first.close();
    await send({ kind: "reply", to: alice.uid, actor: bob.uid, target: article(1) });
    await send({ kind: "like", to: alice.uid, actor: bob.uid, target: article(2) });
    const resumed = await stream(alice.token, {}, { "last-event-id": String(seen) });
    // The counts first, without an id (the client's resume point stays until the missed ones came).
    const head = await resumed.next();
    expect(head).toMatchObject({ id: undefined, event: { type: "counts", counts: { unread: 3 } } });
    const missed = [await nextOf(resumed, "notice"), await nextOf(resumed, "notice")];
    expect(missed.map((m) => m.event.item.kind)).toEqual(["reply", "like"]);
    expect((missed[0]?.id as number) > seen).toBe(true);
    expect((missed[1]?.id as number) > (missed[0]?.id as number)).toBe(true);
    await send({
      kind: "follow",
      to: alice.uid,
      actor: bob.uid,
      target: { type: "user", id: bob.uid, title: "", url: "" },
    });
    const live = await nextOf(resumed, "notice");
    expect(live.event.item.kind).toBe("follow");
    // Nothing twice: the missed ones came once.
    expect(resumed.pending().filter((e) => e.event.type === "notice")).toEqual([]);
  });

  it("resumes from the query's last_event_id when the header is absent, the header winning over it", async () => {
    const base = await stream(alice.token);
    const seen = (await nextOf(base, "counts")).id as number;
    base.close();
    await send({ kind: "mention", to: alice.uid, actor: bob.uid, target: article(3) });
    const byQuery = await stream(alice.token, { last_event_id: String(seen) });
    expect((await nextOf(byQuery, "notice")).event.item.kind).toBe("mention");
    const mention = byQuery.lastId() as number;
    const both = await stream(alice.token, { last_event_id: String(seen) }, { "last-event-id": String(mention) });
    await send({ kind: "reply", to: alice.uid, actor: bob.uid, target: article(4) });
    // Resumed from the header's id: the mention is not sent again, the new reply is.
    expect((await nextOf(both, "notice")).event.item.kind).toBe("reply");
  });

  it("sends the counts when another tab reads, so every tab's badge follows", async () => {
    const tab = await stream(alice.token);
    const before = (await nextOf(tab, "counts")).event.counts;
    expect(before.unread).toBeGreaterThan(0);
    await alice.client.call(api.notice_msrv.notice_read_all, {});
    const after = await nextOf(tab, "counts");
    expect(after.event.counts.unread).toBe(0);
    expect(after.id).toBe(after.event.counts.latest_id);
  });

  it("never streams another user's notifications", async () => {
    const bobs = await stream(bob.token);
    await nextOf(bobs, "counts");
    await send({ kind: "reply", to: alice.uid, actor: bob.uid, target: article(5) });
    await send({ kind: "reply", to: bob.uid, actor: alice.uid, target: article(6) });
    const mine = await nextOf(bobs, "notice");
    expect(mine.event.item.target?.id).toBe(6);
    expect(bobs.pending()).toEqual([]);
    // A resume point of alice's does not open her notifications to bob either.
    const resumed = await stream(bob.token, { last_event_id: "0" });
    const received: number[] = [];
    await nextOf(resumed, "counts");
    const only = await nextOf(resumed, "notice");
    received.push(only.event.item.target?.id as number);
    expect(received).toEqual([6]);
  });

  it("refuses a missing, forged or malformed request with a catalogue code, and takes the header's token too", async () => {
    const none = await readStream(`${gw.url}${STREAM_PATH}`);
    expect(none.status).toBe(401);
    expect(await none.body()).toMatchObject({ code: Code.NotLoggedIn });
    const [header, payload] = alice.token.split(".");
    const forged = await readStream(`${gw.url}${STREAM_PATH}?token=${header}.${payload}.${"A".repeat(43)}`);
    expect(forged.status).toBe(401);
    expect(await forged.body()).toMatchObject({ code: Code.TokenInvalid });
    const badResume = await readStream(`${gw.url}${STREAM_PATH}?token=${alice.token}&last_event_id=-1`);
    expect(badResume.status).toBe(400);
    expect(await badResume.body()).toMatchObject({ code: Code.ParamInvalid });
    // The header works too (a client that can set one).
    const byHeader = await readStream(`${gw.url}${STREAM_PATH}`, { AccessToken: bob.token });
    open.push(byHeader);
    expect((await byHeader.next()).event.type).toBe("counts");
  });

  it("ends with an expired event when the access token expires", async () => {
    const family = "expiring-sign-in";
    const shortLived = createTokenIssuer(gw.config.JWT_SECRET, 1, sessionRevocations(localInvalidationBus(), 60));
    const token = shortLived.issueAccess({ uid: alice.uid, wallet: alice.wallet.toLowerCase(), family });
    const tab = await stream(token);
    expect((await tab.next()).event.type).toBe("counts");
    expect((await nextOf(tab, "expired")).event).toEqual({ type: "expired" });
    await tab.ended;
  });

  it("ends when the sign-in is revoked (logout)", async () => {
    const login = await signIn(gw, newWallet());
    const tab = await stream(login.AccessToken);
    expect((await tab.next()).event.type).toBe("counts");
    await gw.client(login.session).call(api.user_msrv.logout, {});
    await tab.ended;
    expect(tab.pending().filter((e) => e.event.type !== "counts")).toEqual([]);
  });
});

describe("draining", () => {
  it("ends the open streams so closing the gateway does not wait for them", async () => {
    const other = await startTestGateway();
    try {
      const login = await signIn(other, newWallet());
      const tab = await readStream(`${other.url}${STREAM_PATH}?token=${login.AccessToken}`);
      expect((await tab.next()).event.type).toBe("counts");
      await other.close();
      await tab.ended;
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
