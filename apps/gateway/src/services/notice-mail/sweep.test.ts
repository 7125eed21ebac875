import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { startTestGateway, type TestGateway } from "../../../test/harness.js";
import { type NoticeEvent, notify } from "../notices/public.js";
import { deliverNoticeMail, type MailDeps } from "./deliver.js";
import { type Mailer, openMailer } from "./mailer.js";
import { claimDigests, claimInstant, pruneNoticeMail, sweepNoticeMail } from "./sweep.js";
import { type Member, memberWithEmail, onGateway } from "./test-members.js";
import { linkIn, startTestSmtp, type TestSmtp } from "./test-smtp.js";

let gw: TestGateway;
let smtp: TestSmtp;
let mailer: Mailer;
let deps: MailDeps;
let actor: Member;
beforeAll(async () => {
  smtp = await startTestSmtp();
  gw = await startTestGateway({ SMTP_URL: smtp.url });
  mailer = openMailer(gw.config);
  deps = { db: gw.db, config: gw.config, mailer };
  actor = await memberWithEmail(gw, smtp, "bob@example.com", { confirm: false });
  await gw.db.query("UPDATE users SET nickname = 'bob' WHERE uid = $1", [actor.uid]);
});
afterAll(async () => {
  mailer.close();
  await gw.close();
  await smtp.close();
});

const HOUR = 3_600_000;
/** The notification mails (not the confirmation) `email` received. */
const mailsTo = (email: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email) && !mail.subject.includes("Confirm your e-mail"));
const send = (event: NoticeEvent) => gw.db.tx((q) => notify(q, event));
const comment = (to: number, title: string): NoticeEvent => ({
  kind: "comment",
  to,
  actor: actor.uid,
  target: { type: "article", id: 7, title, url: "/appcms/spacex_article_detail?article_id=7&article_type=1" },
  thread: { type: "article", id: 7 },
});
/** The next digest slot of a member whose hour is 8: tomorrow, 08:30 UTC. */
function nextDigestTime(): Date {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(8, 30, 0, 0);
  return at;
}

describe("instant mail", () => {
  it("mails a kind set to instant once, with its unsubscribe link and one-click header", async () => {
    const alice = await memberWithEmail(gw, smtp, "alice-instant@example.com");
    await alice.client.call(api.notice_msrv.notice_prefs_set, { kind: "comment", app: "everyone", email: "instant" });
    await send(comment(alice.uid, "Rockets & <lasers>"));

    const first = await sweepNoticeMail(deps);
    expect(first).toMatchObject({ instant: 1, sent: 1, failed: 0 });
    const [mail] = mailsTo(alice.email);
    expect(mailsTo(alice.email)).toHaveLength(1);
    expect(mail?.subject).toBe("iCMS: bob commented on “Rockets & <lasers>”");
    expect(mail?.text).toContain(`${gw.config.PUBLIC_ORIGIN}/appcms/spacex_article_detail?article_id=7&article_type=1`);
    expect(mail?.html).toContain("Rockets &amp; &lt;lasers&gt;");
    const unsubscribe = linkIn(mail?.text ?? "", `${gw.config.PUBLIC_ORIGIN}/notice-mail/unsubscribe?`);
    expect(mail?.headers.get("list-unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(mail?.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const stamped = await gw.db.query<{ emailed_at: Date | null }>("SELECT emailed_at FROM notices WHERE uid = $1", [
      alice.uid,
    ]);
    expect(stamped[0]?.emailed_at).not.toBeNull();

    // The job run again, and the mail's own send run again: nothing more.
    expect(await sweepNoticeMail(deps)).toMatchObject({ instant: 0, sent: 0 });
    const [row] = await gw.db.query<{ id: number }>(
      "SELECT id FROM notice_mails WHERE uid = $1 AND purpose = 'instant'",
      [alice.uid],
    );
    expect(await deliverNoticeMail(deps, Number(row?.id))).toBe("done");
    // Two sweeps at once over a new notification: one mail.
    await send(comment(alice.uid, "Second"));
    const both = await Promise.all([sweepNoticeMail(deps), sweepNoticeMail(deps)]);
    expect(both[0].instant + both[1].instant).toBe(1);
    expect(both[0].sent + both[1].sent).toBe(1);
    expect(mailsTo(alice.email)).toHaveLength(2);

    // The unsubscribe link turns the kind's e-mail off; the next comment is not mailed.
    const page = await fetch(onGateway(gw, unsubscribe));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("no longer get e-mail about “Comments”");
    const prefs = await alice.client.call(api.notice_msrv.notice_prefs, {});
    expect(prefs.find((pref) => pref.kind === "comment")).toEqual({ kind: "comment", app: "everyone", email: "off" });
    await send(comment(alice.uid, "Third"));
    expect(await sweepNoticeMail(deps)).toMatchObject({ instant: 0, sent: 0 });
    expect(mailsTo(alice.email)).toHaveLength(2);
  });

  it("sends nothing to an unconfirmed address", async () => {
    const carol = await memberWithEmail(gw, smtp, "carol-unconfirmed@example.com", { confirm: false });
    await carol.client.call(api.notice_msrv.notice_prefs_set, { kind: "comment", app: "everyone", email: "instant" });
    await send(comment(carol.uid, "Unconfirmed"));
    await send({
      kind: "mention",
      to: carol.uid,
      actor: actor.uid,
      target: { type: "article", id: 7, title: "Hi", url: "/x" },
    });
    await sweepNoticeMail(deps);
    expect(await sweepNoticeMail(deps, nextDigestTime())).toMatchObject({ instant: 0, digests: 0 });
    // Only the confirmation mail reached the address.
    expect(mailsTo(carol.email)).toEqual([]);
    expect(smtp.mails.filter((mail) => mail.to.includes(carol.email))).toHaveLength(1);
  });

  it("drops a claimed mail whose address changed before it went out", async () => {
    const dan = await memberWithEmail(gw, smtp, "dan-old@example.com");
    await dan.client.call(api.notice_msrv.notice_prefs_set, { kind: "comment", app: "everyone", email: "instant" });
    await send(comment(dan.uid, "Moved"));
    // Claimed, then the address changes before the sender runs.
    const [mailId] = await claimInstant(gw.db, new Date());
    await dan.client.call(api.notice_msrv.notice_email_set, { email: "dan-new@example.com", digest_hour: 8 });
    expect(await deliverNoticeMail(deps, mailId as number)).toBe("dropped");
    expect(mailsTo("dan-old@example.com")).toEqual([]);
  });
});

describe("the digest", () => {
  it("mails the unread, unmailed notifications of digest kinds once a day, grouped, in the member's language", async () => {
    const erin = await memberWithEmail(gw, smtp, "erin@example.com");
    // Digest kinds by default: mention, review_refused, settlement_income; like is off by default.
    await send({
      kind: "mention",
      to: erin.uid,
      actor: actor.uid,
      target: { type: "article", id: 9, title: "Launch notes", url: "/a/9" },
    });
    await send({
      kind: "review_refused",
      to: erin.uid,
      target: { type: "article", id: 10, title: "Draft", url: "/a/10" },
      data: { reasons: "off topic" },
    });
    await send({ kind: "settlement_income", to: erin.uid, data: { amount: "12.5", token: "USDT" } });
    await send({
      kind: "like",
      to: erin.uid,
      actor: actor.uid,
      target: { type: "article", id: 9, title: "Launch notes", url: "/a/9" },
    });
    // A read one is left out.
    await send({
      kind: "announcement",
      to: erin.uid,
      target: { type: "announcement", id: 1, title: "Read already", url: "/n/1" },
    });
    const list = await erin.client.call(api.notice_msrv.notice_list, {
      tab: "all",
      unread_only: false,
      page: 1,
      page_size: 20,
    });
    const announcement = list.list.find((item) => item.kind === "announcement");
    await erin.client.call(api.notice_msrv.notice_read, { id: announcement?.id as number, read: true });

    // Not before the slot: the member confirmed today, so the first digest is tomorrow's.
    expect(await sweepNoticeMail(deps, new Date(Date.now() + HOUR / 60))).toMatchObject({ digests: 0 });
    const at = nextDigestTime();
    const result = await sweepNoticeMail(deps, at);
    expect(result.digests).toBeGreaterThanOrEqual(1);
    const digests = mailsTo(erin.email);
    expect(digests).toHaveLength(1);
    const digest = digests[0];
    expect(digest?.subject).toBe("iCMS: 3 new notifications");
    const text = digest?.text ?? "";
    expect(text).toContain("## Replies and mentions\n- bob mentioned you in “Launch notes”");
    expect(text).toContain("## Review and proposals\n- “Draft” was refused in review · Reasons: off topic");
    expect(text).toContain("## Orders and income\n- Settlement income arrived · Amount: 12.5 USDT");
    expect(text).not.toContain("liked");
    expect(text).not.toContain("Read already");
    expect(text).toContain("Stop e-mail about: Mentions");
    expect(digest?.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // The same slot again sends nothing; a new mention waits for the next slot.
    expect(await sweepNoticeMail(deps, new Date(at.getTime() + HOUR))).toMatchObject({ digests: 0, sent: 0 });
    await send({
      kind: "mention",
      to: erin.uid,
      actor: actor.uid,
      target: { type: "article", id: 11, title: "Later", url: "/a/11" },
    });
    // It arrived after the first digest (the test's clock runs ahead of the rows' own).
    await gw.db.query("UPDATE notices SET updated_at = $1 WHERE uid = $2 AND target_id = 11", [
      new Date(at.getTime() + HOUR),
      erin.uid,
    ]);
    expect(await sweepNoticeMail(deps, new Date(at.getTime() + 2 * HOUR))).toMatchObject({ digests: 0 });
    const nextDay = new Date(at.getTime() + 24 * HOUR);
    await sweepNoticeMail(deps, nextDay);
    const second = mailsTo(erin.email);
    expect(second).toHaveLength(2);
    expect(second[1]?.subject).toBe("iCMS: 1 new notifications");
    expect(second[1]?.text).toContain("“Later”");
    expect(second[1]?.text).not.toContain("Launch notes");

    // One-click unsubscribe (RFC 8058) from the digest's header turns every digest kind off.
    const oneClick = (second[1]?.headers.get("list-unsubscribe") ?? "").replace(/^<|>$/g, "");
    const answer = await fetch(onGateway(gw, oneClick), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(answer.status).toBe(200);
    const prefs = await erin.client.call(api.notice_msrv.notice_prefs, {});
    expect(prefs.filter((pref) => pref.email !== "off")).toEqual([]);
  });

  it("comes once per period when the period is shorter than a day", async () => {
    const gus = await memberWithEmail(gw, smtp, "gus@example.com");
    const slotTaken = async () =>
      (
        await gw.db.query<{ last_digest_at: Date }>("SELECT last_digest_at FROM notice_emails WHERE uid = $1", [
          gus.uid,
        ])
      )[0]?.last_digest_at;
    const confirmed = (await slotTaken()) as Date;
    // Hourly slots: the next one starts at the next whole hour (the hour of day 8 is among them).
    const nextHour = new Date(Math.floor(confirmed.getTime() / HOUR) * HOUR + HOUR);
    const at = (ms: number) => new Date(nextHour.getTime() + ms);
    await claimDigests(gw.db, at(-1000), 60);
    expect(await slotTaken()).toEqual(confirmed);
    await claimDigests(gw.db, at(1000), 60);
    expect(await slotTaken()).toEqual(at(1000));
    await claimDigests(gw.db, at(HOUR / 2), 60);
    expect(await slotTaken()).toEqual(at(1000));
    await claimDigests(gw.db, at(HOUR + 1000), 60);
    expect(await slotTaken()).toEqual(at(HOUR + 1000));
  });

  it("is written in the language the member set the address in", async () => {
    const fei = await memberWithEmail(gw, smtp, "fei@example.com", { lang: "zh-cn" });
    await send({
      kind: "mention",
      to: fei.uid,
      actor: actor.uid,
      target: { type: "article", id: 12, title: "火箭", url: "/a/12" },
    });
    await sweepNoticeMail(deps, nextDigestTime());
    const digest = mailsTo(fei.email).find((mail) => mail.subject.includes("新通知"));
    expect(digest?.subject).toBe("iCMS: 1 条新通知");
    expect(digest?.text).toContain("## 回复与提及\n- bob 在「火箭」中提到了您");
  });

  it("deletes sent mails and spent links after 30 days, and keeps what is pending", async () => {
    const hana = await memberWithEmail(gw, smtp, "hana@example.com");
    const count = async (table: string) =>
      Number((await gw.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE uid = $1`, [hana.uid]))[0]?.n);
    expect(await count("notice_mails")).toBe(1);
    expect(await count("notice_email_tokens")).toBe(1);
    // A pending mail, made old: kept.
    await hana.client.call(api.notice_msrv.notice_prefs_set, { kind: "comment", app: "everyone", email: "instant" });
    await send(comment(hana.uid, "Pending"));
    const [pending] = await claimInstant(gw.db, new Date());
    await gw.db.query("UPDATE notice_mails SET created_at = now() - interval '31 days' WHERE uid = $1", [hana.uid]);
    await gw.db.query("UPDATE notice_email_tokens SET created_at = now() - interval '31 days' WHERE uid = $1", [
      hana.uid,
    ]);
    await pruneNoticeMail(gw.db);
    const left = await gw.db.query<{ id: number }>("SELECT id FROM notice_mails WHERE uid = $1", [hana.uid]);
    expect(left.map((row) => Number(row.id))).toEqual([pending]);
    expect(await count("notice_email_tokens")).toBe(0);
  });

  it("refuses an unsubscribe link it did not sign", async () => {
    for (const token of ["1.comment.AAAAAAAAAAAAAAAAAAAAAA", "1.nothing.AAAAAAAAAAAAAAAAAAAAAA", "garbage"]) {
      expect((await fetch(`${gw.url}/notice-mail/unsubscribe?token=${token}`)).status).toBe(400);
      expect((await fetch(`${gw.url}/notice-mail/unsubscribe?token=${token}`, { method: "POST" })).status).toBe(400);
    }
  });
});
