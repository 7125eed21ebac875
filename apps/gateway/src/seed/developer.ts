/**
 * Demo open platform: one demo user's apps, one per interface language, so the developer page
 * shows an active key recently used, an unused one and a revoked one. The keys are issued as
 * real ones would be and never printed: only their hashes are stored.
 */
import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/db.js";
import { issueKey } from "../services/developer/keys.js";

const DAY_MS = 86_400_000;

const APPS = [
  {
    name: "Reading list sync",
    description: "Copies the latest news into my reading list every morning.",
    scopes: ["appcms_msrv/information_list", "user_msrv/userinfo"],
    expiresInDays: 180,
    usedMinutesAgo: 12,
    revoked: false,
  },
  {
    name: "周报机器人",
    description: "每周汇总我的文章和新闻，发到团队群里。",
    scopes: ["appcms_msrv/information_list", "appcms_msrv/information_detail"],
    expiresInDays: 90,
    usedMinutesAgo: null,
    revoked: false,
  },
  {
    name: "Бот новостей",
    description: "Публиковал новости платформы в канал; заменён новым ключом.",
    scopes: ["appcms_msrv/information_list"],
    expiresInDays: 30,
    usedMinutesAgo: 60 * 24 * 3,
    revoked: true,
  },
];

export async function seedDeveloper(q: Queryable, holder: number, now: Date): Promise<void> {
  for (const [i, app] of APPS.entries()) {
    const key = issueKey();
    await q.kysely
      .insertInto("developer_apps")
      .values({
        uid: holder,
        name: app.name,
        description: app.description,
        scopes: app.scopes,
        key_id: key.keyId,
        secret_hash: key.secretHash,
        counter_id: randomBytes(12).toString("hex"),
        expires_at: new Date(now.getTime() + app.expiresInDays * DAY_MS),
        quota_minute: 60,
        quota_day: 5_000 * (i + 1),
        last_used_at: app.usedMinutesAgo === null ? null : new Date(now.getTime() - app.usedMinutesAgo * 60_000),
        revoked_at: app.revoked ? new Date(now.getTime() - DAY_MS) : null,
        created_at: new Date(now.getTime() - (10 + i) * DAY_MS),
      })
      .execute();
  }
}
