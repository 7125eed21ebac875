import type { z } from "zod";
import { WIRE } from "../constants.js";
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

/** An action as written in its group: everything but its group and name. */
export interface ActionSpec<I extends z.ZodType = z.ZodType, O = unknown, M extends AuthMode = AuthMode> {
  readonly auth: M;
  readonly input: I;
  readonly output: Returns<O>;
  /**
   * The catalogue codes the handler answers (thrown by it or by the helpers it calls). The
   * pipeline's own codes and those tagged on the input schema are added by `answerableCodes`;
   * in tests, a handler answering a code outside that set fails.
   */
  readonly codes: readonly ErrorCode[];
  /** What a `required` action answers without a session, when not the generic 1002. */
  readonly loginCode?: ErrorCode;
  /**
   * A named limit on how often one address may call the action (its setting is the gateway's,
   * e.g. `signIn`: LOGIN_RATE_LIMIT per minute); past it the call answers 1010.
   */
  readonly limit?: "signIn";
  /** The URL path, when not `/gwapi/v1/<group>/<name>` (the upload endpoints). */
  readonly path?: string;
  /** `multipart`: the wire fields, then one file in a part named `file` (uploads). Form-encoded otherwise. */
  readonly body?: "form" | "multipart";
}

/** An action as declared: its spec with the group and name it is called by. */
export interface ActionDef<I extends z.ZodType = z.ZodType, O = unknown, M extends AuthMode = AuthMode>
  extends ActionSpec<I, O, M> {
  readonly group: string;
  readonly name: string;
}

/** Declares one action of a group (`defineGroup` gives it its group and name). */
export function defineAction<I extends z.ZodType, O, const M extends AuthMode>(
  spec: ActionSpec<I, O, M>,
): ActionSpec<I, O, M> {
  return spec;
}

/** A group's actions as `defineGroup` answers them. */
export type Group<G extends string, S extends Record<string, ActionSpec>> = {
  readonly [G2 in G]: { readonly [K in keyof S & string]: S[K] & { readonly group: G; readonly name: K } };
};

/**
 * Declares a group: each action gets the group's name and its own key as its name. Answers
 * `{ [group]: actions }`, so `api` is the spread of its groups and `api.<group>.<action>` the
 * declaration.
 */
export function defineGroup<const G extends string, const S extends Record<string, ActionSpec>>(
  group: G,
  specs: S,
): Group<G, S> {
  const actions: Record<string, ActionDef> = {};
  for (const [name, spec] of Object.entries(specs)) actions[name] = Object.freeze(Object.assign({ group, name }, spec));
  return { [group]: Object.freeze(actions) } as Group<G, S>;
}

/** What the caller sends. */
export type ActionInput<A> = A extends ActionDef<infer I, unknown, AuthMode> ? z.input<I> : never;
/** What the handler receives after validation and defaults. */
export type ActionParams<A> = A extends ActionDef<infer I, unknown, AuthMode> ? z.output<I> : never;
export type ActionOutput<A> = A extends ActionDef<z.ZodType, infer O, AuthMode> ? O : never;

/** `<group>/<name>`, the path of a call under `/gwapi/v1`. */
export function actionPath(def: Pick<ActionDef, "group" | "name">): string {
  return `${def.group}/${def.name}`;
}

/** The URL path an action is posted to. */
export function actionUrl(def: Pick<ActionDef, "group" | "name" | "path">): string {
  return def.path ?? `${WIRE.basePath}/${def.group}/${def.name}`;
}

/**
 * Tags a schema's error with a catalogue code, so a failed check answers that code
 * instead of the generic 50500 (for example 3006 for a malformed wallet address).
 */
const CODE_TAG = "catalogue:";
const TAGGED = Symbol("catalogue code");
type TaggedError = (() => string) & { readonly [TAGGED]: ErrorCode };

export function withCode(code: ErrorCode): { error: TaggedError } {
  return { error: Object.assign(() => `${CODE_TAG}${code}`, { [TAGGED]: code }) };
}
export function taggedCode(message: string): number | undefined {
  return message.startsWith(CODE_TAG) ? Number(message.slice(CODE_TAG.length)) : undefined;
}
/** The code a schema's error function was tagged with by `withCode`, if any. */
export function codeOfError(error: unknown): ErrorCode | undefined {
  return typeof error === "function" ? (error as Partial<TaggedError>)[TAGGED] : undefined;
}
