import type { NftSaleStage } from "@icms/protocol";

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` to `target` (Unix seconds); zero once past. */
export function countdown(target: number, now: number): Countdown {
  let left = Math.max(0, Math.floor(target - now));
  const days = Math.floor(left / 86_400);
  left -= days * 86_400;
  const hours = Math.floor(left / 3_600);
  left -= hours * 3_600;
  const minutes = Math.floor(left / 60);
  return { days, hours, minutes, seconds: left - minutes * 60 };
}

/** What the countdown counts to: the start of a stage to come, the end of the running one. */
export function countdownTarget(stage: NftSaleStage): number | null {
  if (stage.status === "not_started") return stage.start_time;
  if (stage.status === "running") return stage.end_time;
  return null;
}

/**
 * The stage's state by the chain's clock, carried forward from the reading: a stage that was
 * about to start or end when read changes state without a new reading.
 */
export function stageStatusAt(stage: NftSaleStage, chainNow: number): NftSaleStage["status"] {
  if (stage.status === "ended" || stage.remaining === 0) return "ended";
  if (chainNow < stage.start_time) return "not_started";
  if (chainNow >= stage.end_time) return "ended";
  return "running";
}
