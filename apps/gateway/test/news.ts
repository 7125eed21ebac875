import { type ActionInput, type Api, api } from "@icms/protocol";
import { type Member, member } from "./cms.js";
import type { TestGateway } from "./harness.js";

/** A signed-in user holding the given operator privileges (`edit_news`, `edit_announcement`). */
export async function operator(gw: TestGateway, privileges: string[] = ["edit_news", "edit_announcement"]) {
  const who = await member(gw);
  for (const code of privileges) {
    await gw.db.query("INSERT INTO user_privileges (uid, privilege_code, val) VALUES ($1, $2, 1)", [who.uid, code]);
  }
  return who;
}

type NewsInput = ActionInput<Api["appcms_msrv"]["information_add_save"]>;

let serial = 0;
/** Publishes a news item as `who` (an operator) and answers its id. */
export async function publishNews(who: Member, overrides: Partial<NewsInput> = {}): Promise<number> {
  serial += 1;
  const saved = await who.client.call(api.appcms_msrv.information_add_save, {
    kind: 1,
    lang: "en",
    title: `Market report ${serial}`,
    abstract: "",
    content: "<p>Bitcoin held its range while ether funding turned positive.</p>",
    ...overrides,
  } as NewsInput);
  return saved.information_id;
}

export { member };
