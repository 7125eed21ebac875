import { api, type IncomeCoin } from "@icms/protocol";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";
import type { RangeDays } from "../../ui/date-range";

export const PAGE_SIZE = 10;

/** Query keys of the income area; invalidate `incomeKeys.all` after a withdrawal. */
export const incomeKeys = {
  all: ["income"] as const,
  score: (uid: string | null) => [...incomeKeys.all, "score", uid] as const,
  rank: (page: number) => [...incomeKeys.all, "rank", page] as const,
  totals: (uid: string | null, days: number) => [...incomeKeys.all, "totals", uid, days] as const,
  chart: (uid: string | null, days: number) => [...incomeKeys.all, "chart", uid, days] as const,
  earnings: (uid: string | null, page: number, coin: IncomeCoin | null) =>
    [...incomeKeys.all, "earnings", uid, page, coin] as const,
  balance: (uid: string | null) => [...incomeKeys.all, "balance", uid] as const,
  withdrawals: (uid: string | null, page: number) => [...incomeKeys.all, "withdrawals", uid, page] as const,
};

const useUid = () => useSession().uid ?? null;

/** My contribution score, last epoch's points and my rank (none when signed out). */
export function useScoreTotal() {
  const uid = useUid();
  return useQuery({
    queryKey: incomeKeys.score(uid),
    queryFn: () => callGateway(api.wallet_msrv.score_total, {}),
    enabled: uid !== null,
  });
}

export function useRankList(page: number) {
  return useQuery({
    queryKey: incomeKeys.rank(page),
    queryFn: () => callGateway(api.wallet_msrv.score_rank_list, { page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useTokenTotals(days: RangeDays) {
  const uid = useUid();
  return useQuery({
    queryKey: incomeKeys.totals(uid, days),
    queryFn: () => callGateway(api.wallet_msrv.token_total, { days }),
    placeholderData: keepPreviousData,
  });
}

export function useIncomeChart(days: RangeDays) {
  const uid = useUid();
  return useQuery({
    queryKey: incomeKeys.chart(uid, days),
    queryFn: () => callGateway(api.wallet_msrv.income_chart, { days }),
    placeholderData: keepPreviousData,
  });
}

export function useEarnings(page: number, coin: IncomeCoin | null) {
  const uid = useUid();
  return useQuery({
    queryKey: incomeKeys.earnings(uid, page, coin),
    queryFn: () => callGateway(api.wallet_msrv.income_list, { page, page_size: PAGE_SIZE, ...(coin ? { coin } : {}) }),
    placeholderData: keepPreviousData,
  });
}

/** My balances per coin; read again every few seconds while a voucher holds some, until the vault's payment is indexed. */
export function useBalance() {
  const uid = useUid();
  return useQuery({
    queryKey: incomeKeys.balance(uid),
    queryFn: () => callGateway(api.wallet_msrv.balance_info, {}),
    refetchInterval: (query) => (query.state.data?.coins.some((coin) => BigInt(coin.reserved) > 0n) ? 4_000 : false),
  });
}

/** My withdrawals; polled while one is open, so a claim's record and hash appear once the indexer has them. */
export function useWithdrawals(page: number) {
  const uid = useUid();
  return useQuery({
    queryKey: incomeKeys.withdrawals(uid, page),
    queryFn: () => callGateway(api.wallet_msrv.withdraw_list, { page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some((row) => row.status === "open") ? 4_000 : false),
  });
}
