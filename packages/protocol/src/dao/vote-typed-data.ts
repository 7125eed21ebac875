/**
 * The EIP-712 message a wallet signs to vote on a DAO proposal, defined once: the web app signs
 * exactly this and the gateway verifies exactly this. The domain binds a vote to the chain and
 * to the staking contract whose checkpoints weigh it, so a vote signed for another chain or
 * deployment recovers to another address and is refused.
 */

/** Where a vote is valid: the platform's chain and its staking contract. */
export interface VoteDomain {
  chain_id: number;
  /** The XManStaking contract (lower-case address). */
  verifying_contract: `0x${string}`;
}

/** What the wallet signs. `timestamp` (Unix seconds) orders a voter's votes: the latest counts. */
export type VoteMessage = {
  proposalId: bigint;
  option: number;
  voter: `0x${string}`;
  timestamp: bigint;
};

export const VOTE_DOMAIN_NAME = "ICMS DAO";
export const VOTE_DOMAIN_VERSION = "1";

export const VOTE_TYPES = {
  Vote: [
    { name: "proposalId", type: "uint256" },
    { name: "option", type: "uint8" },
    { name: "voter", type: "address" },
    { name: "timestamp", type: "uint64" },
  ],
} as const;

/** The typed data of one vote, in the shape `eth_signTypedData_v4` and viem take. */
export function voteTypedData(domain: VoteDomain, message: VoteMessage) {
  return {
    domain: {
      name: VOTE_DOMAIN_NAME,
      version: VOTE_DOMAIN_VERSION,
      chainId: domain.chain_id,
      verifyingContract: domain.verifying_contract,
    },
    types: VOTE_TYPES,
    primaryType: "Vote" as const,
    message,
  };
}

export type VoteTypedData = ReturnType<typeof voteTypedData>;

/** How far a vote's timestamp may be from the gateway's clock when it arrives, in seconds. */
export const VOTE_CLOCK_SKEW_SECONDS = 600;
