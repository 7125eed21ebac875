/**
 * The waiting rules of calls-spec section 4, free of any wallet library: the allowance is polled
 * once a second up to 100 times after an approval, and a transaction's receipt once a second up
 * to 60 times (a time-out reports status 0).
 */

const ALLOWANCE_POLL = { attempts: 100, intervalMs: 1_000 } as const;
const RECEIPT_POLL = { attempts: 60, intervalMs: 1_000 } as const;

export type ReceiptState = "success" | "reverted" | "pending";

export interface ReceiptOutcome {
  /** 1 when the transaction succeeded, 0 when it reverted or no receipt came in time. */
  status: 0 | 1;
  timedOut: boolean;
}

export type ApprovalOutcome = "skipped" | "approved" | "timedOut";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks for the receipt at once, then once a second, up to `attempts` times in all. */
export async function pollReceipt(
  read: () => Promise<ReceiptState>,
  { attempts, intervalMs } = RECEIPT_POLL,
): Promise<ReceiptOutcome> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(intervalMs);
    // A node that fails one read is asked again at the next tick, as for a missing receipt.
    const state = await read().catch((): ReceiptState => "pending");
    if (state === "success") return { status: 1, timedOut: false };
    if (state === "reverted") return { status: 0, timedOut: false };
  }
  return { status: 0, timedOut: true };
}

/**
 * Makes sure the spender may take `amount`: nothing is sent when the allowance already covers it;
 * otherwise `approve` is sent and the allowance read once a second, up to `attempts` times,
 * until it reaches the amount.
 */
export async function ensureAllowance(
  read: () => Promise<bigint>,
  approve: () => Promise<unknown>,
  amount: bigint,
  { attempts, intervalMs } = ALLOWANCE_POLL,
): Promise<ApprovalOutcome> {
  if ((await read()) >= amount) return "skipped";
  await approve();
  for (let attempt = 0; attempt < attempts; attempt++) {
    await sleep(intervalMs);
    const allowance = await read().catch(() => 0n);
    if (allowance >= amount) return "approved";
  }
  return "timedOut";
}
