import { sql } from "kysely";
import { grantPrivilege } from "./privileges.js";
import type { Queryable } from "../db/db.js";

/**
 * Demo investment submissions in three languages: cooperation forms from three members (one
 * answered) and guestbook messages (one anonymous); dave, the demo operator, answers them
 * (privilege `answer_invest`). Development only.
 */
const COOP = [
  {
    institution_name: "Northwind Ventures",
    institution_type: "fund",
    description:
      "A seed fund for wallets and developer tools. We would like to co-host a pitch day with the community.",
    official_site: "https://northwind.example.org",
    contact_email: "partners@northwind.example.org",
    reply: "Thank you! Our partnerships team will write to you within a week to plan the pitch day.",
  },
  {
    institution_name: "链桥交易所",
    institution_type: "exchange",
    description: "我们希望与社区合作，为优质项目提供上线评估与流动性支持。",
    official_site: "https://lianqiao.example.cn",
    contact_email: "bd@lianqiao.example.cn",
    reply: null,
  },
  {
    institution_name: "Крипто-Вестник",
    institution_type: "media",
    description: "Русскоязычное издание о Web3. Предлагаем обмен материалами и совместные AMA.",
    official_site: "https://kriptovestnik.example.ru",
    contact_email: "editor@kriptovestnik.example.ru",
    reply: null,
  },
] as const;

const GBOOK = [
  {
    institution_name: "Harbor Labs",
    contact_name: "Mia Chen",
    phone: "+1 415 555 0134",
    email: "mia@harborlabs.example",
    remark: "Do you accept applications for the next investment roadshow?",
  },
  {
    institution_name: "星云资本",
    contact_name: "王磊",
    phone: "+86 138 0000 1234",
    email: "wanglei@xingyun.example.cn",
    remark: "希望了解社区的项目孵化计划。",
  },
  {
    institution_name: "Сибирь Капитал",
    contact_name: "Ольга Смирнова",
    phone: "+7 (913) 555-12-34",
    email: "olga@sibcap.example.ru",
    remark: "Интересует участие в демо-дне.",
  },
] as const;

export async function seedInvestment(q: Queryable, uids: Map<string, number>): Promise<number> {
  const operator = uids.get("dave");
  if (operator === undefined) return 0;
  await grantPrivilege(q, operator, "answer_invest");
  const members = [...uids.entries()].filter(([name]) => name !== "dave").map(([, uid]) => uid);
  let count = 0;
  for (const [i, form] of COOP.entries()) {
    const uid = members[i];
    if (uid === undefined) break;
    const { reply, ...fields } = form;
    await q.kysely
      .insertInto("invest_coop_forms")
      .values({
        ...fields,
        uid,
        created_at: sql<Date>`now() - make_interval(days => ${9 - i * 3})`,
        ...(reply === null ? {} : { reply, replied_by: operator, replied_at: sql<Date>`now() - interval '1 day'` }),
      })
      .onConflict((oc) => oc.column("uid").doNothing())
      .execute();
    count++;
  }
  for (const [i, entry] of GBOOK.entries()) {
    await q.kysely
      .insertInto("invest_gbook_entries")
      .values({
        ...entry,
        // the first message was left without signing in
        uid: i === 0 ? null : (members[members.length - i] ?? null),
        created_at: sql<Date>`now() - make_interval(hours => ${30 - i * 8})`,
      })
      .execute();
    count++;
  }
  return count;
}
