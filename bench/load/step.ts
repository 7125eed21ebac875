// One step of a member, and the timed call every step makes through the recorder.
import type { Member } from "./members.js";
import type { Pools } from "./pools.js";
import type { ActionKind, Recorder } from "./record.js";

export interface MixContext {
  pools: Pools;
  recorder: Recorder;
  /** The stub chain's staking contract: the EIP-712 domain of reviews and votes. */
  staking: `0x${string}`;
}

export type Step = (m: Member, ctx: MixContext) => Promise<unknown>;

export const call = <T>(ctx: MixContext, action: string, kind: ActionKind, fn: () => Promise<T>) =>
  ctx.recorder.time(action, kind, fn);
