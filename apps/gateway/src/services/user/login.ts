import { recoverMessageAddress } from "viem";
import { api, Code, GatewayError, TIMING } from "@icms/protocol";
import { buildSignInMessage, parseSignInMessage } from "../../auth/siwe.js";
import { hashRefreshToken, newRefreshToken } from "../../auth/tokens.js";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { type CallContext, handle } from "../../context.js";
import { shortAddress, toAuthorInfo, USER_COLUMNS } from "./users.js";

async function issueRefreshToken(q: Queryable, ctx: CallContext, uid: number, family: string): Promise<string> {
  const { token, hash } = newRefreshToken();
  await q.kysely
    .insertInto("refresh_tokens")
    .values({
      uid,
      family,
      token_hash: hash,
      expires_at: sql<Date>`now() + make_interval(days => ${ctx.config.REFRESH_TOKEN_DAYS})`,
    })
    .execute();
  return token;
}

async function familyOf(q: Queryable, refreshHash: string): Promise<string | undefined> {
  const row = await q.kysely
    .selectFrom("refresh_tokens")
    .select("family")
    .where("token_hash", "=", refreshHash)
    .executeTakeFirst();
  return row?.family;
}

/**
 * Ends a sign-in: its refresh tokens stop working, and its access tokens are refused by every
 * instance from the next call on (the revocation is announced once it is committed).
 */
async function endSignIn(ctx: CallContext, family: string): Promise<void> {
  await ctx.db.tx(async (q) => {
    await q.kysely
      .updateTable("refresh_tokens")
      .set({ revoked_at: sql<Date>`now()` })
      .where("revoked_at", "is", null)
      .where("family", "=", family)
      .execute();
    await ctx.revocations.record(q, family);
  });
  await ctx.revocations.announce(family);
}

async function signatureAddress(message: string, signature: `0x${string}`): Promise<string | undefined> {
  try {
    return (await recoverMessageAddress({ message, signature })).toLowerCase();
  } catch {
    return undefined;
  }
}

export const loginHandlers = {
  login_nonce: handle(api.user_msrv.login_nonce, async ({ wallet_addr, chain_id }, ctx) => {
    if (chain_id !== ctx.config.CHAIN_ID) throw new GatewayError(Code.WrongChain);
    const { nonce, message, expiresAt } = buildSignInMessage({
      address: wallet_addr,
      chainId: chain_id,
      origin: ctx.config.PUBLIC_ORIGIN,
      now: new Date(),
      ttlSeconds: TIMING.loginMessageTtlSeconds,
    });
    await ctx.db.kysely
      .insertInto("login_nonces")
      .values({ nonce, wallet_addr: wallet_addr.toLowerCase(), chain_id, message, expires_at: expiresAt })
      .execute();
    return { nonce, message };
  }),

  metamask_login: handle(api.user_msrv.metamask_login, async ({ wallet_addr, message, signature }, ctx) => {
    const wallet = wallet_addr.toLowerCase();
    let parsed: ReturnType<typeof parseSignInMessage>;
    try {
      parsed = parseSignInMessage(message);
    } catch {
      throw new GatewayError(Code.LoginMessageInvalid);
    }
    const nonce = parsed.nonce;
    if (!nonce || !parsed.address || parsed.chainId === undefined) throw new GatewayError(Code.LoginMessageInvalid);
    if (parsed.chainId !== ctx.config.CHAIN_ID) throw new GatewayError(Code.WrongChain);
    if (parsed.domain !== new URL(ctx.config.PUBLIC_ORIGIN).host) {
      throw new GatewayError(Code.LoginMessageInvalid);
    }
    if (parsed.address?.toLowerCase() !== wallet) throw new GatewayError(Code.BadWalletSignature);
    if ((await signatureAddress(message, signature as `0x${string}`)) !== wallet) {
      throw new GatewayError(Code.BadWalletSignature);
    }

    const { user, refreshToken, family } = await ctx.db.tx(async (q) => {
      // Consuming the nonce and creating the session happen together or not at all.
      const consumed = await q.kysely
        .updateTable("login_nonces")
        .set({ used_at: sql<Date>`now()` })
        .where("nonce", "=", nonce)
        .where("wallet_addr", "=", wallet)
        .where("message", "=", message)
        .where("used_at", "is", null)
        .where("expires_at", ">", sql<Date>`now()`)
        .returning("nonce")
        .executeTakeFirst();
      if (!consumed) throw new GatewayError(Code.LoginMessageInvalid);
      // The first sign-in creates the user; the no-op update makes RETURNING answer an existing one.
      const row = await q.kysely
        .insertInto("users")
        .values({ wallet_addr: wallet, nickname: shortAddress(wallet) })
        .onConflict((oc) =>
          oc.column("wallet_addr").doUpdateSet((eb) => ({ wallet_addr: eb.ref("excluded.wallet_addr") })),
        )
        .returning(USER_COLUMNS)
        .executeTakeFirst();
      if (!row) throw new GatewayError(Code.SystemError);
      if (row.status !== 0) throw new GatewayError(Code.AccountRejected);
      const family = crypto.randomUUID();
      return { user: row, refreshToken: await issueRefreshToken(q, ctx, row.uid, family), family };
    });

    return {
      AccessToken: ctx.tokens.issueAccess({ uid: user.uid, wallet, family }),
      RefreshToken: refreshToken,
      uid: user.uid,
      authorInfo: toAuthorInfo(user),
    };
  }),

  refresh: handle(api.user_msrv.refresh, async (_params, ctx) => {
    if (!ctx.refreshToken) throw new GatewayError(Code.ClearSession);
    const hash = hashRefreshToken(ctx.refreshToken);
    const rotated = await ctx.db.tx(async (q) => {
      const current = await q.kysely
        .updateTable("refresh_tokens as t")
        .from("users as u")
        .set({ revoked_at: sql<Date>`now()` })
        .where("t.token_hash", "=", hash)
        .where("t.revoked_at", "is", null)
        .where("t.expires_at", ">", sql<Date>`now()`)
        .whereRef("u.uid", "=", "t.uid")
        .returning(["t.uid", "t.family", "u.wallet_addr", "u.status"])
        .executeTakeFirst();
      if (current?.status !== 0) return undefined;
      return { ...current, token: await issueRefreshToken(q, ctx, current.uid, current.family) };
    });
    if (!rotated) {
      // A token that was already rotated is being replayed: end that whole sign-in.
      const family = await familyOf(ctx.db, hash);
      if (family !== undefined) await endSignIn(ctx, family);
      throw new GatewayError(Code.ClearSession);
    }
    return {
      AccessToken: ctx.tokens.issueAccess({ uid: rotated.uid, wallet: rotated.wallet_addr, family: rotated.family }),
      RefreshToken: rotated.token,
    };
  }),

  /** Ends the sign-in of the access token or the refresh token sent, on every instance. */
  logout: handle(api.user_msrv.logout, async (_params, ctx) => {
    const family =
      ctx.session?.family ??
      (ctx.refreshToken ? await familyOf(ctx.db, hashRefreshToken(ctx.refreshToken)) : undefined);
    if (family !== undefined) await endSignIn(ctx, family);
    return { ok: true as const };
  }),
};
