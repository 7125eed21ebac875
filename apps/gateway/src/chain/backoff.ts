/**
 * Exponential back-off with "equal jitter": the n-th consecutive failure waits between half and
 * all of `base * 2^(n-1)`, capped at `max`. The random half keeps many gateways that lost the same
 * node from retrying in step.
 */
export function backoffDelay(failures: number, baseMs: number, maxMs: number, random: () => number = Math.random) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
