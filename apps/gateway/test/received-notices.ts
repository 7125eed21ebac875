import { api, type NoticeItem, type NoticeKind } from "@icms/protocol";
import type { Member } from "./cms.js";

/** The notifications `who` sees in the message centre (the first hundred), of one kind when given. */
export async function noticesOf(who: Pick<Member, "client">, kind?: NoticeKind): Promise<NoticeItem[]> {
  const page = await who.client.call(api.notice_msrv.notice_list, { tab: "all", page_size: 100 });
  return kind === undefined ? page.list : page.list.filter((item) => item.kind === kind);
}

/** Gives `who` a nickname of its own (for `@` mentions), and answers it. */
export async function nicknamed(who: Member, prefix: string): Promise<string> {
  const nickname = `${prefix}${who.uid}`;
  await who.client.call(api.user_msrv.set_nickname, { nickname });
  return nickname;
}
