import type { DatacentreScope } from "@icms/protocol";
import { isRangeDays, type PickedRange } from "../../ui/date-range";

/** The range a data centre screen opens with when its address names none. */
const DEFAULT_DAYS = 30;

/**
 * The longest custom range the gateway answers, in days: the protocol's
 * `DATACENTRE_MAX_RANGE_DAYS`, which the browser build does not carry (it sits beside the schemas).
 */
export const DATACENTRE_MAX_RANGE_DAYS = 366;

/**
 * The range and scope live in the address (`?days=14`, `?start=…&end=…`, `&scope=platform`), so
 * a piece's page opened from the data centre keeps the range, and a shared address shows the same.
 */
export function rangeFromParams(params: URLSearchParams): PickedRange {
  const start = params.get("start");
  const end = params.get("end");
  if (start && end) return { start, end };
  const days = Number(params.get("days"));
  return isRangeDays(days) ? days : DEFAULT_DAYS;
}

export function scopeFromParams(params: URLSearchParams): DatacentreScope {
  return params.get("scope") === "platform" ? "platform" : "me";
}

/** The address's fields for a range, replacing whatever range it held. */
export function withRange(params: URLSearchParams, range: PickedRange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["days", "start", "end"]) next.delete(key);
  if (typeof range === "number") next.set("days", String(range));
  else {
    next.set("start", range.start);
    next.set("end", range.end);
  }
  return next;
}

export function withScope(params: URLSearchParams, scope: DatacentreScope): URLSearchParams {
  const next = new URLSearchParams(params);
  if (scope === "platform") next.set("scope", scope);
  else next.delete("scope");
  return next;
}

/** The gateway's range fields: a shortcut's `days`, or a custom range's two days. */
export function rangeInput(range: PickedRange): { days: number } | { start_date: string; end_date: string } {
  return typeof range === "number" ? { days: range } : { start_date: range.start, end_date: range.end };
}

/** A range as a query key part. */
export const rangeKey = (range: PickedRange): string =>
  typeof range === "number" ? String(range) : `${range.start}..${range.end}`;
