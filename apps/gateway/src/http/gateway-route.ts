import type { FastifyInstance, FastifyRequest } from "fastify";
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
  TIMING,
  taggedCode,
  WIRE,
} from "@icms/protocol";
import type { Session } from "../auth/tokens.js";
import { handlers } from "../services/registry.js";
import type { CallContext, Deps, Handler } from "./handler.js";
import { ok, refusal } from "./reply.js";
import { requestSignatureValid } from "./signature.js";

interface Route {
  def: ActionDef;
  handler: Handler<ActionDef>;
}

/** `group/action` to its declaration and handler, built once from the protocol package. */
function buildRoutes(): Map<string, Route> {
  const routes = new Map<string, Route>();
  for (const [group, actions] of Object.entries(api) as [keyof Api, Record<string, ActionDef>][]) {
    const groupHandlers: Record<string, Handler<ActionDef>> = handlers[group];
    for (const [name, def] of Object.entries(actions)) {
      const handler = groupHandlers[name];
      if (!handler) throw new Error(`no handler for ${group}/${name}`);
      routes.set(`${group}/${name}`, { def, handler });
    }
  }
  return routes;
}

const WIRE_FIELDS = ["app_id", "data", "dev_id", "timestamp", "v", "sign"] as const;

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

export function registerGatewayRoute(app: FastifyInstance, deps: Deps): void {
  const routes = buildRoutes();

  app.post<{ Params: { group: string; action: string } }>(`${WIRE.basePath}/:group/:action`, async (request, reply) => {
    const route = routes.get(`${request.params.group}/${request.params.action}`);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const lang: ApiLang = parseApiLang(body.lang);
    if (!route) return reply.code(404).send(refusal(Code.NotFound, lang));

    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) if (typeof value === "string") fields[key] = value;
    if (WIRE_FIELDS.some((key) => fields[key] === undefined)) {
      return reply.code(400).send(refusal(Code.BadRequestSignature, lang));
    }
    if (fields.app_id !== deps.config.APP_ID) return reply.code(400).send(refusal(Code.UnknownApp, lang));
    if (!requestSignatureValid(fields, deps.config.APP_SECRET)) {
      return reply.code(400).send(refusal(Code.BadRequestSignature, lang));
    }
    const timestamp = Number(fields.timestamp);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TIMING.requestWindowSeconds) {
      return reply.code(400).send(refusal(Code.StaleRequest, lang));
    }

    try {
      let payload: unknown;
      try {
        payload = JSON.parse(fields.data as string);
      } catch {
        throw new GatewayError(Code.ParamInvalid);
      }
      const session = await resolveSession(route.def, request, deps);
      const parsed = route.def.input.safeParse(payload);
      if (!parsed.success) throw validationRefusal(parsed.error);
      const ctx: CallContext = {
        ...deps,
        lang,
        session,
        refreshToken: header(request, "refreshtoken"),
        ip: request.ip,
        log: request.log,
      };
      return ok(await route.handler(parsed.data as never, ctx as never), lang);
    } catch (error) {
      if (error instanceof GatewayError) return refusal(error.code, lang, error.details ?? null);
      request.log.error({ err: error, action: route.def.name }, "unexpected failure");
      return reply.code(500).send(refusal(Code.SystemError, lang, { request_id: request.id }));
    }
  });
}

async function resolveSession(def: ActionDef, request: FastifyRequest, deps: Deps): Promise<Session | null> {
  if (def.auth === "none") return null;
  const token = header(request, "accesstoken");
  if (!token) {
    if (def.auth === "required") throw new GatewayError(def.loginCode ?? Code.NotLoggedIn);
    return null;
  }
  try {
    return await deps.tokens.verifyAccess(token);
  } catch (error) {
    // A stale session does not stop a public read; it does stop a call that needs one.
    if (def.auth === "optional") return null;
    throw error;
  }
}
