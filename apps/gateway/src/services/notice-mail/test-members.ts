import { type ApiLang, api } from "@icms/protocol";
import { newWallet, signIn, type TestGateway } from "../../../test/harness.js";
import { linkIn, type ReceivedMail, type TestSmtp } from "./test-smtp.js";

export interface Member {
  uid: number;
  email: string;
  client: ReturnType<TestGateway["client"]>;
  /** The confirmation mail the address got. */
  confirmation: ReceivedMail;
}

/** A link of a mail, made to reach the test gateway (mails point at PUBLIC_ORIGIN). */
export function onGateway(gw: TestGateway, link: string): string {
  return link.replace(gw.config.PUBLIC_ORIGIN, gw.url);
}

/**
 * A member who set `email` through the call and got the confirmation mail (the gateway's worker
 * sends it), and, with `confirm`, followed its link.
 */
export async function memberWithEmail(
  gw: TestGateway,
  smtp: TestSmtp,
  email: string,
  { confirm = true, lang = "en" as ApiLang } = {},
): Promise<Member> {
  const login = await signIn(gw, newWallet());
  const client = gw.client(login.session, lang);
  await client.call(api.notice_msrv.notice_email_set, { email, digest_hour: 8 });
  const confirmation = await smtp.next(email);
  if (confirm) {
    const link = linkIn(confirmation.text, `${gw.config.PUBLIC_ORIGIN}/notice-mail/confirm?`);
    const answer = await fetch(onGateway(gw, link), { redirect: "manual" });
    if (!answer.headers.get("location")?.endsWith("?email=confirmed")) throw new Error("confirmation failed");
  }
  return { uid: login.uid, email, client, confirmation };
}
