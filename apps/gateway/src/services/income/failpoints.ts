/**
 * Fault injection for the crash tests of withdrawals (docs/income.md, "Paid exactly once"). When
 * `ICMS_FAILPOINT` names a point and the process is not in production, reaching that point kills
 * the process at once (SIGKILL: no cleanup, no reply), as a power cut would.
 */
export type Failpoint = "withdraw.recorded" | "withdraw.signed";

export function failpoint(name: Failpoint): void {
  if (process.env.NODE_ENV === "production") return;
  if (process.env.ICMS_FAILPOINT === name) process.kill(process.pid, "SIGKILL");
}
