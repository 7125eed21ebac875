import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code, type NoticeCounts } from "@icms/protocol";
import { newWallet, signIn, startTestGateway, type TestGateway } from "../../../../test/harness.js";
import { notify } from "../public.js";
import { matches, POLL_PATH } from "./poll.js";

let gw: TestGateway;
let alice: { uid: number; token: string; client: ReturnType<TestGateway["client"]> };
let bob: { uid: number; token: string };

beforeAll(async () => {
  gw = await startTestGateway();
  const [a, b] = await Promise.all([signIn(gw, newWallet()), signIn(gw, newWallet())]);
  alice = { uid: a.uid, token: a.AccessToken, client: gw.client(a.session) };
  bob = { uid: b.uid, token: b.AccessToken };
});
afterAll(() => gw.close());

const poll = (token: string | undefined, etag?: string) =>
  fetch(`${gw.url}${POLL_PATH}`, {
    headers: { ...(token ? { AccessToken: token } : {}), ...(etag ? { "If-None-Match": etag } : {}) },
  });
const article = (id: number) => ({ type: "article", id, title: `Article ${id}`, url: `/appcms/article?id=${id}` });

describe("the notices poll", () => {
  it("answers the counts with their latest number as ETag, then 304 while nothing changed", async () => {
    const first = await poll(alice.token);
    expect(first.status).toBe(200);
    const body = (await first.json()) as { code: number; data: NoticeCounts };
    expect(body.code).toBe(Code.Success);
    expect(body.data.unread).toBe(0);
    const etag = first.headers.get("etag") as string;
    expect(etag).toBe(`"${body.data.latest_id}"`);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const unchanged = await poll(alice.token, etag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect(unchanged.headers.get("etag")).toBe(etag);
  });

  it("answers 200 again once a notification arrives, and again once it is read elsewhere", async () => {
    const before = (await poll(alice.token)).headers.get("etag") as string;
    await gw.db.tx((q) => notify(q, { kind: "reply", to: alice.uid, actor: bob.uid, target: article(1) }));
    const arrived = await poll(alice.token, before);
    expect(arrived.status).toBe(200);
    expect(((await arrived.json()) as { data: NoticeCounts }).data.unread).toBe(1);
    const etag = arrived.headers.get("etag") as string;
    expect(etag).not.toBe(before);
    await alice.client.call(api.notice_msrv.notice_read_all, {});
    const read = await poll(alice.token, etag);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: NoticeCounts }).data.unread).toBe(0);
  });

  it("is each caller's own: another user's ETag does not answer 304 with someone else's state", async () => {
    await gw.db.tx((q) => notify(q, { kind: "reply", to: bob.uid, actor: alice.uid, target: article(2) }));
    const bobs = await poll(bob.token);
    const alices = await poll(alice.token);
    expect(bobs.headers.get("etag")).not.toBe(alices.headers.get("etag"));
    expect((await poll(alice.token, bobs.headers.get("etag") as string)).status).toBe(200);
  });

  it("refuses without a session (the header only: a token in the query is not taken) and a forged one", async () => {
    const none = await poll(undefined);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: Code.NotLoggedIn });
    const inQuery = await fetch(`${gw.url}${POLL_PATH}?token=${alice.token}`);
    expect(await inQuery.json()).toMatchObject({ code: Code.NotLoggedIn });
    const [header, payload] = alice.token.split(".");
    const forged = await poll(`${header}.${payload}.${"A".repeat(43)}`);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: Code.TokenInvalid });
  });
});

describe("If-None-Match", () => {
  it("matches the tag, its weak form, one of a list, and *", () => {
    expect(matches('"7"', '"7"')).toBe(true);
    expect(matches('W/"7"', '"7"')).toBe(true);
    expect(matches('"6", "7"', '"7"')).toBe(true);
    expect(matches("*", '"7"')).toBe(true);
    expect(matches('"70"', '"7"')).toBe(false);
    expect(matches(undefined, '"7"')).toBe(false);
  });
});
