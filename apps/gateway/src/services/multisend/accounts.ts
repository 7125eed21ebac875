import {
  api,
  Code,
  credentialsProblems,
  GatewayError,
  MULTISEND_LIMITS,
  MULTISEND_NETWORKS,
  NETWORK_FIELDS,
} from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import { CONNECTORS } from "./connectors/index.js";
import { boxBinding } from "./credentials-box.js";
import { isPrivateHostName } from "./outbound.js";
import { type AccountRow, accountCredentials, toAccount } from "./rows.js";

/** The caller's live account, or 3002. */
async function ownAccount(ctx: CallContext<"required">, accountId: number): Promise<AccountRow> {
  const row = await ctx.db.kysely
    .selectFrom("multisend_accounts")
    .selectAll()
    .where("id", "=", accountId)
    .where("uid", "=", ctx.session.uid)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
  return row;
}

/** An address field naming a private or local host, or plain http, is refused unless allowed (805007). */
function checkHosts(ctx: CallContext, network: keyof typeof NETWORK_FIELDS, values: Record<string, string>): void {
  if (ctx.config.MULTISEND_ALLOW_PRIVATE_HOSTS) return;
  for (const field of NETWORK_FIELDS[network]) {
    const value = values[field.key];
    if (field.kind !== "url" || !value) continue;
    const url = new URL(value);
    if (url.protocol !== "https:" || isPrivateHostName(url.hostname)) throw new GatewayError(Code.MultisendHostRefused);
  }
}

export const accountHandlers = {
  multisend_network_list: handle(api.user_msrv.multisend_network_list, async () =>
    MULTISEND_NETWORKS.map((network) => ({
      network,
      fields: NETWORK_FIELDS[network],
      max_text_chars: CONNECTORS[network].maxTextChars,
      posts_image: CONNECTORS[network].postsImage,
    })),
  ),

  multisend_account_list: handle(api.user_msrv.multisend_account_list, async (_params, ctx) => {
    const rows = await ctx.db.kysely
      .selectFrom("multisend_accounts")
      .selectAll()
      .where("uid", "=", ctx.session.uid)
      .where("deleted_at", "is", null)
      .orderBy("id")
      .execute();
    return rows.map((row) => toAccount(ctx.multisend.keys, row));
  }),

  /** Connects or updates an account; a blank secret keeps the stored one. The account is active again. */
  multisend_account_save: handle(api.user_msrv.multisend_account_save, async (form, ctx) => {
    const uid = ctx.session.uid;
    const { keys } = ctx.multisend;
    return ctx.db.tx(async (q) => {
      // The user's row serializes their saves, so the account limit holds under concurrent calls.
      await q.kysely.selectFrom("users").select("uid").where("uid", "=", uid).forUpdate().executeTakeFirst();
      let existing: AccountRow | undefined;
      if (form.account_id !== undefined) {
        existing = await q.kysely
          .selectFrom("multisend_accounts")
          .selectAll()
          .where("id", "=", form.account_id)
          .where("uid", "=", uid)
          .where("deleted_at", "is", null)
          .executeTakeFirst();
        if (!existing) throw new GatewayError(Code.NotFound);
        if (existing.network !== form.network) throw new GatewayError(Code.MultisendCredentialsInvalid);
      } else {
        const { count } = await q.kysely
          .selectFrom("multisend_accounts")
          .select(sql<number>`count(*)::int`.as("count"))
          .where("uid", "=", uid)
          .where("deleted_at", "is", null)
          .executeTakeFirstOrThrow();
        if (count >= MULTISEND_LIMITS.accountsMax) throw new GatewayError(Code.MultisendTooManyAccounts);
      }
      const stored = existing ? (accountCredentials(keys, existing) ?? {}) : {};
      const fields = NETWORK_FIELDS[form.network];
      const storedSecrets = new Set(fields.filter((f) => f.secret && (stored[f.key] ?? "") !== "").map((f) => f.key));
      const given: Record<string, string> = {};
      for (const field of fields) given[field.key] = (form.credentials[field.key] ?? "").trim();
      if (Object.keys(credentialsProblems(form.network, given, storedSecrets)).length > 0) {
        throw new GatewayError(Code.MultisendCredentialsInvalid);
      }
      checkHosts(ctx, form.network, given);
      const plain: Record<string, string> = {};
      const secrets: Record<string, string> = {};
      for (const field of fields) {
        const value = given[field.key] || (field.secret ? (stored[field.key] ?? "") : "");
        if (value === "") continue;
        if (field.secret) secrets[field.key] = value;
        else plain[field.key] = value;
      }
      const values = {
        label: form.label,
        plain_fields: JSON.stringify(plain),
        secret_box: keys.seal(secrets, boxBinding(uid, form.network)),
        status: "active",
        remote_name: "",
        checked_at: null,
        updated_at: new Date(),
      };
      const row = existing
        ? await q.kysely
            .updateTable("multisend_accounts")
            .set(values)
            .where("id", "=", existing.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await q.kysely
            .insertInto("multisend_accounts")
            .values({ ...values, uid, network: form.network })
            .returningAll()
            .executeTakeFirstOrThrow();
      return toAccount(keys, row);
    });
  }),

  /** Removes the account and erases its secrets; its queued targets fail when their turn comes. */
  multisend_account_del: handle(api.user_msrv.multisend_account_del, async ({ account_id }, ctx) => {
    const row = await ctx.db.kysely
      .updateTable("multisend_accounts")
      .set({ deleted_at: new Date(), secret_box: "", plain_fields: "{}", updated_at: new Date() })
      .where("id", "=", account_id)
      .where("uid", "=", ctx.session.uid)
      .where("deleted_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!row) throw new GatewayError(Code.NotFound);
    return { account_id: row.id };
  }),

  /** Asks the network who the credentials belong to; a refusal marks the account for reconnecting (805003). */
  multisend_account_check: handle(api.user_msrv.multisend_account_check, async ({ account_id }, ctx) => {
    const row = await ownAccount(ctx, account_id);
    const credentials = accountCredentials(ctx.multisend.keys, row);
    const answer = credentials
      ? await CONNECTORS[row.network as keyof typeof CONNECTORS].whoami(ctx.multisend.env, credentials)
      : ({ kind: "auth", detail: "credentials unreadable" } as const);
    if (answer.kind === "host_refused") throw new GatewayError(Code.MultisendHostRefused);
    if (answer.kind === "unavailable") throw new GatewayError(Code.MultisendNetworkUnavailable);
    const updated = await ctx.db.kysely
      .updateTable("multisend_accounts")
      .set({
        status: answer.kind === "ok" ? "active" : "needs_reconnect",
        remote_name: answer.kind === "ok" ? answer.name.slice(0, 200) : row.remote_name,
        checked_at: new Date(),
      })
      .where("id", "=", row.id)
      .where("deleted_at", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new GatewayError(Code.NotFound);
    if (answer.kind === "auth") throw new GatewayError(Code.MultisendNetworkRefused);
    return toAccount(ctx.multisend.keys, updated);
  }),
};
