import type { FuzzHints } from "../../shared/fuzz-hints.js";

/** A vote's options are lines; signed reviews and votes carry an EIP-712 signature (65 bytes) and a uint256 nonce. */
export const fuzzHints: FuzzHints = {
  formats: {
    options: ["Yes\nNo", "Approve\nReject\nAbstain"],
    signature: [`0x${"1b".repeat(65)}`],
    nonce: ["340282366920938463463374607431768211455"],
  },
};
