/**
 * The gateway's reference as an OpenAPI 3.1 document, generated from the declarations: one POST
 * operation per declared action at its URL, its input schema (zod's JSON Schema of what the caller
 * sends) as the `data` field of the form body, the security its auth mode asks for and the
 * catalogue codes it may answer. What an action answers in `data` is declared in TypeScript only
 * (`returns<T>()`), so replies are described as the generic envelope.
 */
import { z } from "zod";
import packageJson from "../package.json" with { type: "json" };
import { answerableCodes } from "./actions/codes.js";
import { everyAction } from "./actions/declarations.js";
import { type ActionDef, actionUrl } from "./actions/define.js";
import { TIMING, WIRE } from "./constants.js";
import { Code, type ErrorCode } from "./errors/codes.js";
import { CODE_MESSAGES } from "./errors/messages.js";
import { API_KEY_PREFIX, keyGrantable } from "./rules/developer.js";
import { API_LANGS } from "./lang.js";
import { SESSION_HEADERS } from "./wire.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const SCHEMES = { session: "sessionToken", key: "apiKey" } as const;
const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

/** The fields of a form body besides `data`: the request signature and the reply's language. */
const WIRE_FIELDS: JsonObject = {
  type: "object",
  description:
    "The signed wire fields. A call made with an API key sends only `data` (and optionally `lang`): the key stands for the signature and timestamp.",
  properties: {
    app_id: { type: "string", description: "The web app's id (1008 when unknown)." },
    dev_id: { type: "string", description: `The device id (\`${WIRE.devId}\` for the web app).` },
    timestamp: {
      type: "string",
      pattern: "^[0-9]+$",
      description: `Unix seconds; refused (1009) beyond ${TIMING.requestWindowSeconds} s from the server's clock.`,
    },
    v: { type: "string", const: WIRE.version, description: "The protocol version." },
    lang: {
      type: "string",
      enum: [...API_LANGS],
      description: "The language of the reply's `msg` (default `en`).",
    },
    sign: {
      type: "string",
      pattern: "^[0-9a-f]{64}$",
      description:
        "HMAC-SHA256, lower-case hex, under the app secret, of every other field of the body sorted by name and written `name=value` (raw, not URL-encoded) joined by `&` (1007 when wrong).",
    },
  },
};

/** Every reply under `/gwapi`, whatever the outcome. */
const REPLY: JsonObject = {
  type: "object",
  required: ["code", "msg", "data"],
  properties: {
    code: { type: "integer", description: "A catalogue code: 0 on success (see the operation's `x-codes`)." },
    msg: { type: "string", description: "The code's message in the call's language." },
    data: {
      description:
        "On success, what the action answers (its type is declared in TypeScript in `@icms/protocol`); on a refusal null or the refusal's details.",
    },
  },
};

const SECURITY_SCHEMES: JsonObject = {
  [SCHEMES.session]: {
    type: "apiKey",
    in: "header",
    name: SESSION_HEADERS.access,
    description: "The session's access token, from `user_msrv/metamask_login` or `user_msrv/refresh`.",
  },
  [SCHEMES.key]: {
    type: "http",
    scheme: "bearer",
    bearerFormat: `${API_KEY_PREFIX}…`,
    description:
      "An open-platform API key (docs/open-platform.md): the call runs as the key's holder, within its scopes and quotas (805100–805106, HTTP 401, 403 or 429).",
  },
};

/** Where an action's input schema is found under `components.schemas`. */
const inputSchemaName = (def: ActionDef): string => `${def.group}.${def.name}`;

/** What the caller sends as `data`, as JSON Schema 2020-12 (transforms and refinements described by their input). */
function inputSchema(def: ActionDef): JsonObject {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(def.input, { io: "input", unrepresentable: "any" });
  return schema as JsonObject;
}

/** The alternatives of an operation's `security`: `{}` is a call without credentials. */
function security(def: ActionDef): JsonObject[] {
  const session = { [SCHEMES.session]: [] };
  const key = keyGrantable(def) ? [{ [SCHEMES.key]: [] }] : [];
  if (def.auth === "required") return [session, ...key];
  if (def.auth === "optional") return [session, ...key, {}];
  return [{}, ...key];
}

function authText(def: ActionDef): string {
  if (def.auth === "optional") return "Uses a session when one is sent and valid; a stale one is ignored.";
  if (def.auth === "none") return "Never looks at the session.";
  return `Needs a session: ${def.loginCode ?? Code.NotLoggedIn} without one, 1003 when it is stale or logged out.`;
}

function requestBody(def: ActionDef): JsonObject {
  const data: JsonObject = {
    type: "string",
    contentMediaType: "application/json",
    contentSchema: ref(inputSchemaName(def)),
    description: `The input as a JSON string; its schema is \`${inputSchemaName(def)}\`.`,
  };
  if (def.body === "multipart") {
    const fields = { data, file: { type: "string", contentMediaType: "application/octet-stream" } };
    const form = { allOf: [ref("WireFields"), { type: "object", required: ["data", "file"], properties: fields }] };
    const description = "The wire fields first, then the file in a part named `file`, last.";
    return { required: true, description, content: { "multipart/form-data": { schema: form } } };
  }
  const form = { allOf: [ref("WireFields"), { type: "object", required: ["data"], properties: { data } }] };
  return { required: true, content: { "application/x-www-form-urlencoded": { schema: form } } };
}

function operation(def: ActionDef): JsonObject {
  const codes = [...answerableCodes(def)].sort((a, b) => a - b);
  const listed = codes.map((code) => ({ code, message: CODE_MESSAGES[code as ErrorCode].en }));
  const lines = [
    authText(def),
    keyGrantable(def) ? "May be called with an API key granted its scope." : "Never callable with an API key.",
  ];
  if (def.limit !== undefined) lines.push("Counted per address; past the limit it answers 1010.");
  lines.push("", "Codes it may answer:", "", ...listed.map(({ code, message }) => `- ${code}: ${message}`));
  const reply = { "application/json": { schema: ref("Reply") } };
  return {
    operationId: inputSchemaName(def),
    summary: `${def.group}/${def.name}`,
    description: lines.join("\n"),
    tags: [def.group],
    security: security(def),
    requestBody: requestBody(def),
    responses: {
      "200": { description: "The reply envelope; `code` is 0 on success or the refusal's code.", content: reply },
      default: {
        description:
          "A refusal in the same envelope: HTTP 400 for the wire checks, 401/403/429 for an API key, 413/415 for the body, 500 for a system error.",
        content: reply,
      },
    },
    "x-auth": def.auth,
    "x-codes": listed,
  };
}

const byKey = <T>(entries: [string, T][]): Record<string, T> =>
  Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The OpenAPI 3.1 document of every declared action, in a stable order (paths, tags and schemas sorted). */
export function openApiDocument(): JsonObject {
  const actions = everyAction();
  const paths = byKey(actions.map((def) => [actionUrl(def), { post: operation(def) }]));
  const inputs = byKey(actions.map((def) => [inputSchemaName(def), inputSchema(def)]));
  const groups = [...new Set(actions.map((def) => def.group))].sort();
  return {
    openapi: "3.1.1",
    info: {
      title: "ICMS gateway",
      version: packageJson.version,
      description: [
        "Generated from the action declarations of `@icms/protocol`.",
        "",
        "Every call is a POST whose body is form-encoded: `data` holds the input as a JSON string, beside the signed wire fields (`WireFields`); uploads send the same fields as multipart with the file last.",
        "Every reply is `{code, msg, data}` (`Reply`).",
      ].join("\n"),
    },
    tags: groups.map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.assign({ Reply: REPLY, WireFields: WIRE_FIELDS }, inputs),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
