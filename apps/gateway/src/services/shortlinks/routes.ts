import { Code, GatewayError, parseApiLang, SHORT_LINK_PATHS, shortLinkTarget } from "@icms/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { registerRateLimits } from "../../http/rate-limits.js";
import { refusal, requestLang, sendOk } from "../../http/reply.js";
import { registerWireErrors } from "../../http/wire-errors.js";
import { followShortLink, shortLinkFor, visitorHash } from "./links.js";

const MINUTE_MS = 60_000;
/** The scope of the create endpoint: its own wire-shaped refusals and not-found answers. */
const SCOPE = "/shortlink_api";
/** Where an unknown short code leads: a path no route has, so the site shows its not-found page. */
const SHORT_LINK_NOT_FOUND = "/404";

/** The `url` of the body's `data`: a JSON string (form bodies) or an object (JSON bodies). */
function urlOf(body: unknown): string {
  const data = body && typeof body === "object" ? (body as { data?: unknown }).data : undefined;
  let payload: unknown = data;
  if (typeof data === "string") {
    try {
      payload = JSON.parse(data);
    } catch {
      throw new GatewayError(Code.ParamInvalid);
    }
  }
  const url = payload && typeof payload === "object" ? (payload as { url?: unknown }).url : undefined;
  if (typeof url !== "string" || url.trim() === "") {
    throw new GatewayError(Code.ParamInvalid, { issues: [{ path: "url", message: "required" }] });
  }
  return url.trim();
}

/** The caller's uid when the request carries a valid access token; none otherwise (links may be anonymous). */
function sharerOf(request: FastifyRequest, ctx: AppContext): number | null {
  const token = request.headers.accesstoken;
  if (typeof token !== "string" || token === "") return null;
  try {
    return ctx.tokens.verifyAccess(token).uid;
  } catch {
    return null;
  }
}

/**
 * Short links (docs/short-links.md): `POST /shortlink_api/api/url` makes one (JSON or form body,
 * answered in the wire shape and the caller's language, rate-limited per address), and
 * `GET /s/:code` counts a visit and redirects to the page with the sharer's forward credit.
 * The short links area's own routes (`defineArea({ routes })`); the create scope's rate-limit
 * store closes with the gateway.
 */
export async function registerShortLinks(app: FastifyInstance, ctx: AppContext): Promise<void> {
  let closeLimits = async () => {};
  await app.register(
    async (scope) => {
      registerWireErrors(scope);
      closeLimits = await registerRateLimits(scope, ctx.config);
      const limit = { rateLimit: { max: ctx.config.SHORTLINK_RATE_LIMIT, timeWindow: MINUTE_MS } };
      scope.post(SHORT_LINK_PATHS.create.slice(SCOPE.length), { config: limit }, async (request, reply) => {
        const body = request.body as { lang?: unknown } | undefined;
        const lang =
          body && typeof body === "object" && body.lang !== undefined ? parseApiLang(body.lang) : requestLang(request);
        try {
          const target = shortLinkTarget(urlOf(request.body), ctx.config.PUBLIC_ORIGIN);
          if (target === null) throw new GatewayError(Code.ShortLinkPageRefused);
          return sendOk(
            reply,
            await shortLinkFor(ctx.db, target, sharerOf(request, ctx), ctx.config.PUBLIC_ORIGIN),
            lang,
          );
        } catch (error) {
          if (error instanceof GatewayError) return refusal(error.code, lang, error.details ?? null);
          throw error;
        }
      });
    },
    { prefix: SCOPE },
  );

  app.get<{ Params: { code: string } }>(`${SHORT_LINK_PATHS.visit}:code`, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const client = `${request.ip}\u0000${request.headers["user-agent"] ?? ""}`;
    // A HEAD (a link checker, a preview fetcher) is answered without counting a visit.
    const visitor = request.method === "HEAD" ? null : (day: string) => visitorHash(ctx.config.JWT_SECRET, day, client);
    const target = await followShortLink(ctx.db, request.params.code, visitor);
    return reply.redirect(target ?? SHORT_LINK_NOT_FOUND, 302);
  });
  app.addHook("onClose", () => closeLimits());
}
