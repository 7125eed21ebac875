import type { z } from "zod";
import { Code, type ErrorCode } from "../errors/codes.js";
import { type ActionDef, codeOfError } from "./define.js";

/**
 * What the pipeline itself may answer for any action: success, the wire checks (1007 signature,
 * 1008 app, 1009 timestamp), bad input (50500, also for an unreadable or oversized body) and an
 * unexpected failure (1001).
 */
const PIPELINE_CODES: readonly ErrorCode[] = [
  Code.Success,
  Code.SystemError,
  Code.BadRequestSignature,
  Code.UnknownApp,
  Code.StaleRequest,
  Code.ParamInvalid,
];

/**
 * What the pipeline answers a call made with an API key (docs/open-platform.md) before its
 * handler runs: the key unknown, revoked or expired, the action outside its scopes or never
 * keyed, a quota used up, or the holder's account rejected.
 */
export const API_KEY_CODES: readonly ErrorCode[] = [
  Code.ApiKeyUnknown,
  Code.ApiKeyRevoked,
  Code.ApiKeyExpired,
  Code.ApiKeyScopeDenied,
  Code.ApiKeyNotAllowed,
  Code.ApiKeyMinuteQuota,
  Code.ApiKeyDayQuota,
  Code.AccountRejected,
];

interface ZodNode {
  _zod: { def: Record<string, unknown> & { error?: unknown; checks?: { _zod: { def: { error?: unknown } } }[] } };
}
const isSchema = (value: unknown): value is ZodNode =>
  typeof value === "object" && value !== null && "_zod" in value && typeof (value as ZodNode)._zod?.def === "object";

/** The codes tagged with `withCode` anywhere in a schema: on a type, on a check, in any inner schema. */
function taggedCodes(schema: z.ZodType, into: Set<ErrorCode>, seen = new Set<unknown>()): void {
  if (!isSchema(schema) || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  const own = codeOfError(def.error);
  if (own !== undefined) into.add(own);
  for (const check of def.checks ?? []) {
    const code = codeOfError(check._zod.def.error);
    if (code !== undefined) into.add(code);
  }
  for (const [key, value] of Object.entries(def)) {
    if (key === "error" || key === "checks") continue;
    const inner = Array.isArray(value) ? value : key === "shape" ? Object.values(value as object) : [value];
    for (const node of inner) if (isSchema(node)) taggedCodes(node as unknown as z.ZodType, into, seen);
  }
}

const answerable = new WeakMap<ActionDef, ReadonlySet<ErrorCode>>();

/**
 * Every catalogue code an action may answer: its declared `codes`, those tagged on its input
 * schema, 1002 (or its `loginCode`) and 1003 when it requires a session, and the pipeline's own
 * (0, 1001, 1007, 1008, 1009, 50500) with those of a keyed call (`API_KEY_CODES`). A reply with any other code is a bug; in tests the gateway
 * turns one into a failure.
 */
export function answerableCodes(def: ActionDef): ReadonlySet<ErrorCode> {
  let codes = answerable.get(def);
  if (codes === undefined) {
    const set = new Set<ErrorCode>([...PIPELINE_CODES, ...API_KEY_CODES]);
    if (def.auth === "required") {
      set.add(def.loginCode ?? Code.NotLoggedIn);
      set.add(Code.TokenInvalid);
    }
    if (def.limit !== undefined) set.add(Code.RateLimited);
    taggedCodes(def.input, set);
    for (const code of def.codes) set.add(code);
    codes = set;
    answerable.set(def, codes);
  }
  return codes;
}
