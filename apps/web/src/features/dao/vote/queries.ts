import { api, type ProposalDetail, voteTypedData } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../../app/gateway";
import { useSession } from "../../../session/session-store";
import type { WalletEngine } from "../../../wallet/wallet-engine-types";
import { daoKeys } from "../../../wallet/membership";

export type ProposalTab = "active" | "closed";

/** Query keys of the vote screens, under the DAO area's root. */
const voteKeys = {
  all: [...daoKeys.all, "votes"] as const,
  list: (tab: ProposalTab, page: number) => [...voteKeys.all, "list", tab, page] as const,
  detail: (id: number, uid: string | null) => [...voteKeys.all, "detail", id, uid] as const,
  canPropose: (uid: string | null) => [...voteKeys.all, "can-propose", uid] as const,
};

export function useProposalList(tab: ProposalTab, page: number) {
  return useQuery({
    queryKey: voteKeys.list(tab, page),
    queryFn: () => callGateway(api.daoclub_msrv.proposal_list, { state: tab, page, page_size: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function useProposalDetail(id: number | null) {
  const uid = useSession().uid ?? null;
  return useQuery({
    queryKey: voteKeys.detail(id ?? 0, uid),
    queryFn: () => callGateway(api.daoclub_msrv.proposal_detail, { proposal_id: id ?? 0 }),
    enabled: id !== null,
  });
}

/** Whether the signed-in user holds the `dao_propose` privilege. */
export function useCanPropose() {
  const uid = useSession().uid ?? null;
  return useQuery({
    queryKey: voteKeys.canPropose(uid),
    queryFn: async () =>
      (await callGateway(api.user_msrv.user_privilege_info, { privilege_code: "dao_propose" })).granted,
    enabled: uid !== null,
    staleTime: 60_000,
  });
}

/** Has the connected wallet sign the vote (connecting and switching chain first), then sends it. */
async function signAndSendVote(engine: WalletEngine, proposal: ProposalDetail, option: number) {
  let connection = await engine.restore();
  if (!connection) {
    const first = engine.options()[0];
    if (!first) throw new Error("Please Connect The Wallet First");
    connection = await engine.connect(first.id);
  }
  if (connection.chainId !== proposal.domain.chain_id) await engine.switchChain(proposal.domain.chain_id);
  const timestamp = Math.max(Math.floor(Date.now() / 1000), proposal.my_vote ? proposal.my_vote.timestamp + 1 : 0);
  const voter = connection.address as `0x${string}`;
  const signature = await engine.signTypedData(
    voteTypedData(proposal.domain, {
      proposalId: BigInt(proposal.proposal_id),
      option,
      voter,
      timestamp: BigInt(timestamp),
    }),
  );
  return callGateway(api.daoclub_msrv.proposal_vote, {
    proposal_id: proposal.proposal_id,
    option,
    timestamp,
    signature,
  });
}

export function useVote(engine: WalletEngine | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ proposal, option }: { proposal: ProposalDetail; option: number }) => {
      if (!engine) throw new Error("Please Connect The Wallet First");
      return signAndSendVote(engine, proposal, option);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: voteKeys.all }),
  });
}

export function useAddProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; body: string; options: string; ends_at: number }) =>
      callGateway(api.daoclub_msrv.proposal_add, input),
    onSuccess: () => client.invalidateQueries({ queryKey: voteKeys.all }),
  });
}

/** Downloads the public export of a proposal's votes as a JSON file. */
export async function downloadVoteExport(proposalId: number) {
  const data = await callGateway(api.daoclub_msrv.proposal_vote_list, { proposal_id: proposalId });
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `proposal-${proposalId}-votes.json`;
  link.click();
  URL.revokeObjectURL(url);
}
