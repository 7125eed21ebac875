import type { z } from "zod";
import type { ErrorCode } from "../errors/codes.js";

/** The wire names of the gateway's service groups (calls-spec section 7). */
export type ServiceGroup =
  | "user_msrv"
  | "appcms_msrv"
  | "wallet_msrv"
  | "daoclub_msrv"
  | "appedu_msrv"
  | "appsocial_msrv";

/**
 * `required`: the call answers 1002 without a session.
 * `optional`: a session is used when present and valid (a stale one is ignored).
 * `none`: the call never looks at the session.
 */
export type AuthMode = "required" | "optional" | "none";

declare const OUTPUT: unique symbol;
/** A type-only marker for what an action answers in `data`. */
export interface Returns<T> {
  readonly [OUTPUT]?: T;
}
export const returns = <T>(): Returns<T> => ({});

export interface ActionDef<I extends z.ZodType = z.ZodType, O = unknown, M extends AuthMode = AuthMode> {
  readonly group: ServiceGroup;
  readonly name: string;
  readonly auth: M;
  readonly input: I;
  readonly output: Returns<O>;
  /** What a `required` action answers without a session, when not the generic 1002. */
  readonly loginCode?: ErrorCode;
}

export function defineAction<I extends z.ZodType, O, const M extends AuthMode>(
  def: ActionDef<I, O, M>,
): ActionDef<I, O, M> {
  return def;
}

/** What the caller sends. */
export type ActionInput<A> = A extends ActionDef<infer I, unknown, AuthMode> ? z.input<I> : never;
/** What the handler receives after validation and defaults. */
export type ActionParams<A> = A extends ActionDef<infer I, unknown, AuthMode> ? z.output<I> : never;
export type ActionOutput<A> = A extends ActionDef<z.ZodType, infer O, AuthMode> ? O : never;

export function actionPath(def: Pick<ActionDef, "group" | "name">): string {
  return `${def.group}/${def.name}`;
}

/**
 * Tags a schema's error with a catalogue code, so a failed check answers that code
 * instead of the generic 50500 (for example 3006 for a malformed wallet address).
 */
const CODE_TAG = "catalogue:";
export function withCode(code: ErrorCode): { error: () => string } {
  return { error: () => `${CODE_TAG}${code}` };
}
export function taggedCode(message: string): number | undefined {
  return message.startsWith(CODE_TAG) ? Number(message.slice(CODE_TAG.length)) : undefined;
}
