/**
 * Demo multi-send history (docs/multisend.md): for one writer of each language, two connected
 * accounts and two past sends of their newest articles, in every delivery state, so the screen
 * shows data. No credential is seeded: the accounts hold no secret and wait to be reconnected
 * with real ones, and no post was made anywhere (the network ids are the demo's own).
 */
import type { ContentLang, MULTISEND_NETWORKS } from "@icms/protocol";
import type { Queryable } from "../db/db.js";
import { itemLink } from "../services/multisend/rows.js";
import { WRITERS } from "./authors.js";

const LABELS: Record<ContentLang, [string, string]> = {
  en: ["Project channel", "Community server"],
  zh: ["项目频道", "社区服务器"],
  ru: ["Канал проекта", "Сервер сообщества"],
};

/** The plain fields of the demo accounts: nothing secret. */
const PLAIN: Partial<Record<(typeof MULTISEND_NETWORKS)[number], Record<string, string>>> = {
  telegram: { chat_id: "@icms_demo" },
  mastodon: { instance_url: "https://mastodon.example" },
};

type DemoTarget = [network: "telegram" | "mastodon", state: string, error: string | null];
/** Each send's targets: the first one delivered everywhere, the second one with its troubles. */
const SENDS: DemoTarget[][] = [
  [
    ["telegram", "sent", null],
    ["mastodon", "sent", null],
  ],
  [
    ["telegram", "failed", "auth"],
    ["mastodon", "unknown", "timeout"],
  ],
];

export async function seedMultisend(q: Queryable, uids: Map<string, number>, now: Date): Promise<number> {
  let sends = 0;
  for (const lang of Object.keys(LABELS) as ContentLang[]) {
    const uid = uids.get(WRITERS[lang][0] as string);
    if (uid === undefined) continue;
    const items = await q.kysely
      .selectFrom("articles")
      .select(["id", "article_type", "title", "cover_url"])
      .where("author_uid", "=", uid)
      .where("status", "=", "online")
      .orderBy("published_at", "desc")
      .limit(SENDS.length)
      .execute();
    if (items.length < SENDS.length) continue;
    const accounts = new Map<string, number>();
    for (const [i, network] of (["telegram", "mastodon"] as const).entries()) {
      const row = await q.kysely
        .insertInto("multisend_accounts")
        .values({
          uid,
          network,
          label: LABELS[lang][i] as string,
          plain_fields: JSON.stringify(PLAIN[network] ?? {}),
          status: "needs_reconnect",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      accounts.set(network, row.id);
    }
    for (const [s, targets] of SENDS.entries()) {
      const item = items[s] as (typeof items)[number];
      const at = new Date(now.getTime() - (SENDS.length - s) * 86_400_000);
      const post = await q.kysely
        .insertInto("multisend_posts")
        .values({
          uid,
          article_id: item.id,
          idempotency_key: `demo-${lang}-${s}`,
          title: item.title,
          link: itemLink("", item),
          cover_url: item.cover_url,
          created_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [t, [network, state, error]] of targets.entries()) {
        const target = await q.kysely
          .insertInto("multisend_targets")
          .values({
            post_id: post.id,
            account_id: accounts.get(network) as number,
            network,
            state,
            attempts: 1,
            remote_id: state === "sent" ? `demo-${post.id}-${t}` : "",
            error_kind: error,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (error)
          await q.kysely
            .insertInto("multisend_notices")
            .values({ uid, target_id: target.id, created_at: at })
            .execute();
      }
      sends += 1;
    }
  }
  return sends;
}
