import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code, NOTICE_KINDS } from "@icms/protocol";
import { newWallet, refusedWith, signIn, startTestGateway, type TestGateway } from "../../../test/harness.js";
import { DEFAULT_DIGEST_KINDS } from "./kinds.js";
import { memberWithEmail, onGateway } from "./test-members.js";
import { linkIn, startTestSmtp, type TestSmtp } from "./test-smtp.js";

let gw: TestGateway;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  gw = await startTestGateway({
    SMTP_URL: smtp.url,
    MAIL_FROM: "iCMS <notices@icms.test>",
    NOTICE_MAIL_CONFIRMS_PER_HOUR: "3",
  });
});
afterAll(async () => {
  await gw.close();
  await smtp.close();
});

/** Opens a mailed link on the test gateway without following its redirect. */
const follow = (link: string) => fetch(onGateway(gw, link), { redirect: "manual" });
const confirmPrefix = () => `${gw.config.PUBLIC_ORIGIN}/notice-mail/confirm?`;

describe("the notification address", () => {
  it("is stored unconfirmed and confirmed by the mailed link, once", async () => {
    const login = await signIn(gw, newWallet());
    const client = gw.client(login.session);
    expect(await client.call(api.notice_msrv.notice_email, {})).toEqual({
      email: null,
      confirmed: false,
      digest_hour: 8,
    });
    const set = await client.call(api.notice_msrv.notice_email_set, { email: " Alice@Example.COM ", digest_hour: 6 });
    expect(set).toEqual({ email: "alice@example.com", confirmed: false, digest_hour: 6 });

    const mail = await smtp.next("alice@example.com");
    expect(mail.headers.get("from")).toContain("notices@icms.test");
    expect(mail.subject).toBe("iCMS: Confirm your e-mail for iCMS notifications");
    expect(mail.headers.get("list-unsubscribe")).toBeUndefined();
    const link = linkIn(mail.text, confirmPrefix());
    expect(mail.html).toContain(link.replace(/&/g, "&amp;"));
    // The token is in the mail only: the database keeps its hash.
    const token = new URL(link).searchParams.get("token") as string;
    const stored = await gw.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM notice_email_tokens WHERE uid = $1",
      [login.uid],
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    // The link leads to the web app's settings page, which says how it went.
    const page = await follow(link);
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(`${gw.config.PUBLIC_ORIGIN}/ucenter/notice_settings?email=confirmed`);
    expect(await client.call(api.notice_msrv.notice_email, {})).toEqual({
      email: "alice@example.com",
      confirmed: true,
      digest_hour: 6,
    });
    // Used once.
    expect((await follow(link)).headers.get("location")).toMatch(/\?email=failed$/);
  });

  it("unconfirms on a change, and the old address's link stops working", async () => {
    const member = await memberWithEmail(gw, smtp, "first@example.com", { confirm: false });
    const firstLink = linkIn(member.confirmation.text, confirmPrefix());
    const changed = await member.client.call(api.notice_msrv.notice_email_set, {
      email: "second@example.com",
      digest_hour: 8,
    });
    expect(changed.confirmed).toBe(false);
    expect((await follow(firstLink)).headers.get("location")).toMatch(/\?email=failed$/);
    const secondLink = linkIn((await smtp.next("second@example.com")).text, confirmPrefix());
    expect((await follow(secondLink)).headers.get("location")).toMatch(/\?email=confirmed$/);
    // Setting the confirmed address again keeps it confirmed and sends nothing.
    const again = await member.client.call(api.notice_msrv.notice_email_set, {
      email: "second@example.com",
      digest_hour: 9,
    });
    expect(again).toEqual({ email: "second@example.com", confirmed: true, digest_hour: 9 });
    const third = await member.client.call(api.notice_msrv.notice_email_set, {
      email: "third@example.com",
      digest_hour: 9,
    });
    expect(third.confirmed).toBe(false);
  });

  it("removes the address when given empty", async () => {
    const member = await memberWithEmail(gw, smtp, "gone@example.com");
    const removed = await member.client.call(api.notice_msrv.notice_email_set, { email: "", digest_hour: 8 });
    expect(removed).toEqual({ email: null, confirmed: false, digest_hour: 8 });
    expect(await member.client.call(api.notice_msrv.notice_email, {})).toMatchObject({ email: null, confirmed: false });
  });

  it("refuses confirmation mails past the hourly limit with 1010, writing nothing", async () => {
    const login = await signIn(gw, newWallet());
    const client = gw.client(login.session);
    for (const n of [1, 2, 3])
      await client.call(api.notice_msrv.notice_email_set, { email: `try${n}@example.com`, digest_hour: 8 });
    expect(
      await refusedWith(client.call(api.notice_msrv.notice_email_set, { email: "try4@example.com", digest_hour: 8 })),
    ).toBe(Code.RateLimited);
    expect(await client.call(api.notice_msrv.notice_email, {})).toMatchObject({ email: "try3@example.com" });
  });

  it("answers bad input with catalogue codes", async () => {
    const login = await signIn(gw, newWallet());
    const client = gw.client(login.session);
    for (const email of ["not-an-address", "a@b", "two@@example.com", `${"x".repeat(250)}@example.com`]) {
      expect(await refusedWith(client.call(api.notice_msrv.notice_email_set, { email, digest_hour: 8 }))).toBe(
        Code.EmailIncorrect,
      );
    }
    for (const digest_hour of [-1, 24, 1.5]) {
      expect(
        await refusedWith(client.call(api.notice_msrv.notice_email_set, { email: "ok@example.com", digest_hour })),
      ).toBe(Code.ParamInvalid);
    }
    expect(await refusedWith(gw.client().call(api.notice_msrv.notice_email, {}))).toBe(Code.NotLoggedIn);
    // A made-up confirmation link.
    const page = await follow(`${gw.config.PUBLIC_ORIGIN}/notice-mail/confirm?token=${"A".repeat(43)}`);
    expect(page.headers.get("location")).toMatch(/\?email=failed$/);
  });

  it("mails the kinds the preference matrix puts in the digest by default", async () => {
    const login = await signIn(gw, newWallet());
    const prefs = await gw.client(login.session).call(api.notice_msrv.notice_prefs, {});
    expect(prefs.map((pref) => pref.kind)).toEqual([...NOTICE_KINDS]);
    for (const pref of prefs) {
      expect(pref.email).toBe(DEFAULT_DIGEST_KINDS.includes(pref.kind) ? "digest" : "off");
      expect(pref.app).toBe("everyone");
    }
  });
});
