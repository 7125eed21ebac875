import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  type ActionDef,
  type ApiLang,
  actionUrl,
  answerableCodes,
  Code,
  type ErrorCode,
  GatewayError,
  parseApiLang,
  taggedCode,
} from "@icms/protocol";
import type { Session, TokenIssuer } from "../auth/tokens.js";
import { type AppContext, callContext, type Handler } from "../context.js";
import { onItsDatabase } from "../db/replica-reads.js";
import type { CallerScheme } from "./caller-scheme.js";
import { answerOutage } from "./outage.js";
import { failureStatus, GWAPI_PREFIX, refusal, requestLang, sendOk } from "./reply.js";
import { rateLimitOf } from "./rate-limits.js";
import { wireRefusal } from "./wire-check.js";

type Body = Readonly<Record<string, unknown>>;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** The path of the first string holding a NUL character, which no PostgreSQL text column stores. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, path === "" ? key : `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The action's payload: the JSON in the `data` field (a string, as the wire check made sure).
 * Text with a NUL character is refused here for every action (50500): the database cannot store
 * it, and no field means it. JSON always escapes it, so only such bodies are walked.
 */
function payloadOf(body: Body): unknown {
  let payload: unknown;
  try {
    payload = JSON.parse(body.data as string);
  } catch {
    throw new GatewayError(Code.ParamInvalid);
  }
  if ((body.data as string).includes("\\u0000")) {
    const path = nulPath(payload, "");
    if (path !== undefined) {
      throw new GatewayError(Code.ParamInvalid, { issues: [{ path, message: "text may not contain NUL characters" }] });
    }
  }
  return payload;
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

function sessionFor(def: ActionDef, request: FastifyRequest, tokens: TokenIssuer): Session | null {
  if (def.auth === "none") return null;
  const token = header(request, "accesstoken");
  if (!token) {
    if (def.auth === "required") throw new GatewayError(def.loginCode ?? Code.NotLoggedIn);
    return null;
  }
  try {
    return tokens.verifyAccess(token);
  } catch (error) {
    // A stale session does not stop a public read; it does stop a call that needs one.
    if (def.auth === "optional") return null;
    throw error;
  }
}

/** A multipart body: its string fields (which must come first) and the file part after them. */
async function readMultipart(request: FastifyRequest): Promise<{ fields: Body; file: Readable }> {
  if (!request.isMultipart()) throw new GatewayError(Code.ParamInvalid);
  const part = await request.file().catch((error: unknown) => {
    // The multipart reader's own refusals carry their status; anything else is a broken body.
    if (failureStatus(error) !== undefined) throw error;
    throw Object.assign(new Error("unreadable multipart body", { cause: error }), { statusCode: 400 });
  });
  if (!part) throw new GatewayError(Code.ParamInvalid);
  const fields: Record<string, string> = {};
  for (const [key, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === "field" && typeof field.value === "string") {
      fields[key] = field.value;
    }
  }
  return { fields, file: part.file };
}

interface RouteOptions {
  /** Tests: a handler answering a code its action does not declare fails the call (1001, logged). */
  strictCodes: boolean;
  /** The areas' other ways to name a caller (API keys), asked in turn before the signed web call. */
  callers: readonly CallerScheme[];
}

/** The scheme a request names its caller by, with its credential; undefined for a signed web call. */
function callerOf(request: FastifyRequest, callers: readonly CallerScheme[]) {
  for (const scheme of callers) {
    const credential = scheme.credential(request);
    if (credential !== undefined) return { scheme, credential };
  }
  return undefined;
}

/**
 * One action's route, the same for every action (the `/gwapi/v1` calls and the uploads): the
 * body (form, or multipart with one file), the wire checks, the session, the input check, the
 * handler with its call context, and the reply.
 */
function actionRoute(def: ActionDef, handler: Handler<ActionDef>, app: AppContext, options: RouteOptions) {
  const isMultipart = def.body === "multipart";
  const declared = answerableCodes(def);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Until the body is read, a refusal speaks the language of the Accept-Language header.
    let lang: ApiLang | undefined;
    let file: Readable | undefined;
    try {
      let body: Body;
      if (isMultipart) {
        const read = await readMultipart(request);
        body = read.fields;
        file = read.file;
      } else body = (request.body ?? {}) as Body;
      lang = parseApiLang(body.lang);
      // A call by another scheme (an API key, docs/open-platform.md) is established by its
      // credential, not by the web app's signature.
      const caller = options.callers.length === 0 ? undefined : callerOf(request, options.callers);
      const wrong = caller === undefined ? wireRefusal(body, app.config) : caller.scheme.wireRefusal(body);
      if (wrong !== undefined) return reply.code(400).send(refusal(wrong, lang));

      const payload = payloadOf(body);
      const session =
        caller === undefined
          ? sessionFor(def, request, app.tokens)
          : await caller.scheme.session(def, caller.credential, reply, app);
      const parsed = def.input.safeParse(payload);
      if (!parsed.success) throw validationRefusal(parsed.error);
      const [callLang, refreshToken] = [lang, header(request, "refreshtoken")];
      // A read-only action may run on a replica, and again on the primary if the replica fails.
      const output = await onItsDatabase(app.db, def, session?.uid, (db) => {
        const ctx = callContext(
          app,
          callLang,
          session,
          refreshToken,
          request.ip,
          request.headers["user-agent"] ?? "",
          request.log,
          file,
          db,
        );
        return handler(parsed.data as never, ctx as never);
      });
      return sendOk(reply, output, lang);
    } catch (error) {
      lang ??= requestLang(request);
      if (error instanceof GatewayError) {
        if (!declared.has(error.code)) {
          const fields = { action: actionUrl(def), code: error.code };
          if (options.strictCodes) {
            request.log.error(fields, "answered a code the action does not declare");
            return reply
              .code(500)
              .send(refusal(Code.SystemError, lang, { request_id: request.id, undeclared_code: error.code }));
          }
          // Outside tests the caller still gets the right refusal; the declaration is what is wrong.
          request.log.warn(fields, "answered a code the action does not declare");
        }
        return refusal(error.code, lang, error.details ?? null);
      }
      const status = failureStatus(error);
      if (status !== undefined) return reply.code(status).send(refusal(Code.ParamInvalid, lang));
      const outage = answerOutage(error, request, reply, lang);
      if (outage !== undefined) return outage;
      request.log.error({ err: error, action: actionUrl(def) }, "unexpected failure");
      return reply.code(500).send(refusal(Code.SystemError, lang, { request_id: request.id }));
    } finally {
      // Whatever was not read of a file is drained, so the connection stays usable.
      if (file !== undefined && !file.readableEnded) file.resume();
    }
  };
}

export interface ActionRoutesOptions {
  /** Every declared action by group, and a handler for each. */
  declarations: Readonly<Record<string, Readonly<Record<string, ActionDef>>>>;
  handlers: Readonly<Record<string, Readonly<Record<string, Handler<ActionDef>>>>>;
  /** The areas' other ways to name a caller than the signed wire fields (`defineArea({ callers })`). */
  callers?: readonly CallerScheme[];
  /** The largest file a multipart action takes (the multipart reader stops above it). */
  multipartFileBytes: number;
}

/**
 * One static route per declared action at its URL, registered in the `/gwapi` scope (whose
 * replies all have the wire shape, see wire-errors.ts). Multipart actions get a reader for
 * multipart bodies; the others take form-encoded bodies.
 */
export async function registerActionRoutes(
  gwapi: FastifyInstance,
  app: AppContext,
  { declarations, handlers, callers = [], multipartFileBytes }: ActionRoutesOptions,
): Promise<void> {
  const options: RouteOptions = { strictCodes: app.config.NODE_ENV === "test", callers };
  const multipartRoutes: [string, ReturnType<typeof actionRoute>][] = [];
  for (const [group, actions] of Object.entries(declarations)) {
    for (const [name, def] of Object.entries(actions)) {
      const handler = handlers[group]?.[name];
      if (!handler) throw new Error(`no handler for ${group}/${name}`);
      const url = actionUrl(def);
      if (!url.startsWith(`${GWAPI_PREFIX}/`)) throw new Error(`${group}/${name}: ${url} is outside ${GWAPI_PREFIX}`);
      const route = actionRoute(def, handler, app, options);
      if (def.body === "multipart") multipartRoutes.push([url, route]);
      else gwapi.post(url.slice(GWAPI_PREFIX.length), rateLimitOf(def, app.config), route);
    }
  }
  if (multipartRoutes.length === 0) return;
  await gwapi.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12, fileSize: multipartFileBytes },
    });
    for (const [url, route] of multipartRoutes) scope.post(url.slice(GWAPI_PREFIX.length), route);
  });
}
