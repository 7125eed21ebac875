import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  type ActionDef,
  type Api,
  api,
  type ApiLang,
  Code,
  type ErrorCode,
  GatewayError,
  parseApiLang,
  taggedCode,
  WIRE,
} from "@icms/protocol";
import type { Session } from "../auth/tokens.js";
import { handlers } from "../services/registry.js";
import type { CallContext, Deps, Handler } from "./handler.js";
import { ok, refusal } from "./reply.js";
import { wireRefusal } from "./wire-check.js";

type Body = Readonly<Record<string, unknown>>;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** A failed input check: a code tagged on the schema, or 50500 with the fields at fault. */
function validationRefusal(error: z.ZodError): GatewayError {
  for (const issue of error.issues) {
    const code = taggedCode(issue.message);
    if (code !== undefined) return new GatewayError(code as ErrorCode);
  }
  return new GatewayError(Code.ParamInvalid, {
    issues: error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  });
}

function sessionFor(def: ActionDef, request: FastifyRequest, deps: Deps): Session | null {
  if (def.auth === "none") return null;
  const token = header(request, "accesstoken");
  if (!token) {
    if (def.auth === "required") throw new GatewayError(def.loginCode ?? Code.NotLoggedIn);
    return null;
  }
  try {
    return deps.tokens.verifyAccess(token);
  } catch (error) {
    // A stale session does not stop a public read; it does stop a call that needs one.
    if (def.auth === "optional") return null;
    throw error;
  }
}

/**
 * A call's context, its fields written out rather than spread from `deps`: V8 gives every object
 * made by spreading and then extending its own hidden class, which cost microseconds and old-space
 * garbage on each call. The literal's type keeps the list complete.
 */
function callContext(deps: Deps, lang: ApiLang, session: Session | null, request: FastifyRequest): CallContext {
  return {
    db: deps.db,
    config: deps.config,
    tokens: deps.tokens,
    limiter: deps.limiter,
    users: deps.users,
    storage: deps.storage,
    views: deps.views,
    cmsCache: deps.cmsCache,
    lang,
    session,
    refreshToken: header(request, "refreshtoken"),
    ip: request.ip,
    log: request.log,
  };
}

/** One action's route: the wire checks, the session, the input check, then its handler. */
function actionRoute(def: ActionDef, handler: Handler<ActionDef>, deps: Deps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body: Body = (request.body ?? {}) as Body;
    const lang: ApiLang = parseApiLang(body.lang);
    const wrong = wireRefusal(body, deps.config);
    if (wrong !== undefined) return reply.code(400).send(refusal(wrong, lang));

    try {
      let payload: unknown;
      try {
        payload = JSON.parse(body.data as string);
      } catch {
        throw new GatewayError(Code.ParamInvalid);
      }
      const session = sessionFor(def, request, deps);
      const parsed = def.input.safeParse(payload);
      if (!parsed.success) throw validationRefusal(parsed.error);
      const ctx = callContext(deps, lang, session, request);
      return ok(await handler(parsed.data as never, ctx as never), lang);
    } catch (error) {
      if (error instanceof GatewayError) return refusal(error.code, lang, error.details ?? null);
      request.log.error({ err: error, action: def.name }, "unexpected failure");
      return reply.code(500).send(refusal(Code.SystemError, lang, { request_id: request.id }));
    }
  };
}

/**
 * `POST /gwapi/v1/<group>/<action>`: one static route per declared action, so the router
 * finds the action and its handler in one lookup; anything else under the base path is 404.
 */
export function registerGatewayRoute(app: FastifyInstance, deps: Deps): void {
  for (const [group, actions] of Object.entries(api) as [keyof Api, Record<string, ActionDef>][]) {
    const groupHandlers: Record<string, Handler<ActionDef>> = handlers[group];
    for (const [name, def] of Object.entries(actions)) {
      const handler = groupHandlers[name];
      if (!handler) throw new Error(`no handler for ${group}/${name}`);
      app.post(`${WIRE.basePath}/${group}/${name}`, actionRoute(def, handler, deps));
    }
  }
  app.post(`${WIRE.basePath}/*`, async (request, reply) => {
    const lang = parseApiLang((request.body as Body | undefined)?.lang);
    return reply.code(404).send(refusal(Code.NotFound, lang));
  });
}
