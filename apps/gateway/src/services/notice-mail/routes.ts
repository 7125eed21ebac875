import { type ApiLang, parseAcceptLanguage, parseApiLang } from "@icms/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { CONFIRM_PATH, NOTICE_SETTINGS_PATH, UNSUBSCRIBE_PATH } from "./deliver.js";
import { confirmNoticeEmail, unsubscribeNoticeEmail } from "./links.js";
import { escapeHtml } from "./render.js";
import { fill, mailStrings } from "./strings.js";
import { readUnsubscribeToken } from "./tokens.js";

type TokenRequest = FastifyRequest<{ Querystring: { token?: string } }>;

/** The member's mail language (the one the link was written in), else the browser's. */
async function langOf(ctx: AppContext, request: FastifyRequest, uid: number | null): Promise<ApiLang> {
  if (uid !== null) {
    const row = await ctx.db.kysely
      .selectFrom("notice_emails")
      .select("lang")
      .where("uid", "=", uid)
      .executeTakeFirst();
    if (row) return parseApiLang(row.lang);
  }
  return parseAcceptLanguage(request.headers["accept-language"]);
}

/** A small page in the member's language: what the link did, and the way to the settings. */
function sendPage(reply: FastifyReply, ctx: AppContext, lang: ApiLang, status: number, message: string): FastifyReply {
  const s = mailStrings(lang);
  const html = `<!doctype html><html lang="${lang === "zh-cn" ? "zh-CN" : lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(s.site)}</title></head>
<body style="font-family:sans-serif;max-width:520px;margin:48px auto;padding:0 16px;line-height:1.5">
<p role="status">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(`${ctx.config.PUBLIC_ORIGIN}${NOTICE_SETTINGS_PATH}`)}">${escapeHtml(s.pages.back)}</a></p>
</body></html>`;
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .type("text/html; charset=utf-8")
    .send(html);
}

/**
 * The links in the mails, outside `/gwapi` (they are opened from a mail client, not called by the
 * web app): `GET /notice-mail/confirm?token=` confirms an address and redirects to the web app's
 * settings page with the result, and `/notice-mail/unsubscribe?token=` turns a kind's e-mail off,
 * by `GET` (the link in the mail's body, answered with a small page in the member's language, no
 * sign-in needed) or by RFC 8058's one-click `POST` (the List-Unsubscribe header, a plain 200).
 */
export function registerNoticeMailLinks(app: FastifyInstance, ctx: AppContext): void {
  // The web app's settings page says how it went (`?email=confirmed` or `failed`), signed in.
  app.get(CONFIRM_PATH, async (request: TokenRequest, reply) => {
    const token = typeof request.query.token === "string" ? request.query.token : "";
    const uid = await confirmNoticeEmail(ctx.db, token);
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
    return reply.redirect(
      `${ctx.config.PUBLIC_ORIGIN}${NOTICE_SETTINGS_PATH}?email=${uid === null ? "failed" : "confirmed"}`,
      303,
    );
  });

  const unsubscribe = async (request: TokenRequest) => {
    const token = typeof request.query.token === "string" ? request.query.token : "";
    const link = readUnsubscribeToken(ctx.config.JWT_SECRET, token);
    if (link) await unsubscribeNoticeEmail(ctx.db, link.uid, link.kind);
    return link;
  };
  app.get(UNSUBSCRIBE_PATH, async (request: TokenRequest, reply) => {
    const link = await unsubscribe(request);
    const lang = await langOf(ctx, request, link?.uid ?? null);
    const s = mailStrings(lang);
    if (!link) return sendPage(reply, ctx, lang, 400, s.pages.unsubscribeFailed);
    const kind = link.kind === "digest" ? s.digestName : s.kinds[link.kind].label;
    return sendPage(reply, ctx, lang, 200, fill(s.pages.unsubscribed, { kind }));
  });
  app.post(UNSUBSCRIBE_PATH, async (request: TokenRequest, reply) => {
    const link = await unsubscribe(request);
    return reply
      .code(link ? 200 : 400)
      .header("cache-control", "no-store")
      .type("text/plain; charset=utf-8")
      .send(link ? "ok" : "invalid");
  });
}
