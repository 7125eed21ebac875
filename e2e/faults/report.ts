/** The suite's lines: what a test broke, restored and then verified, printed as they happen. */
export function broke(line: string): void {
  console.log(`fault: broke ${line}`);
}

export function restored(line: string): void {
  console.log(`fault: restored ${line}`);
}

export function verified(line: string): void {
  console.log(`fault: verified ${line}`);
}

/** Resolves once `check` answers true, checking every `intervalMs`; fails past `limitMs` with `what`. */
/** `state` tells, in the failure message, what there was instead. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  {
    limitMs = 60_000,
    intervalMs = 25,
    state = () => "",
  }: { limitMs?: number; intervalMs?: number; state?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${limitMs / 1000} s: ${what}; ${state()}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
