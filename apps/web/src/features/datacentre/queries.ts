import { api, type DatacentreKind, type DatacentreScope, type TopPieceOrder } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";
import type { PickedRange } from "../../ui/date-range";
import { rangeInput, rangeKey } from "./range-params";

export const TOP_PAGE_SIZE = 10;

/** Query keys of the data centre: every figure is the signed-in user's (or the platform's) in one range. */
const datacentreKeys = {
  all: ["datacentre"] as const,
  figures: (uid: string | null, scope: DatacentreScope, range: PickedRange) =>
    [...datacentreKeys.all, uid, scope, rangeKey(range)] as const,
  overview: (uid: string | null, scope: DatacentreScope, range: PickedRange) =>
    [...datacentreKeys.figures(uid, scope, range), "overview"] as const,
  series: (uid: string | null, scope: DatacentreScope, range: PickedRange) =>
    [...datacentreKeys.figures(uid, scope, range), "series"] as const,
  sources: (uid: string | null, scope: DatacentreScope, range: PickedRange) =>
    [...datacentreKeys.figures(uid, scope, range), "sources"] as const,
  followers: (uid: string | null, scope: DatacentreScope, range: PickedRange) =>
    [...datacentreKeys.figures(uid, scope, range), "followers"] as const,
  top: (uid: string | null, scope: DatacentreScope, range: PickedRange, order: TopPieceOrder, page: number) =>
    [...datacentreKeys.figures(uid, scope, range), "top", order, page] as const,
  piece: (uid: string | null, kind: DatacentreKind, id: number, range: PickedRange) =>
    [...datacentreKeys.all, uid, "piece", kind, id, rangeKey(range)] as const,
  level: (uid: string | null) => [...datacentreKeys.all, uid, "level"] as const,
};

const useUid = () => useSession().uid ?? null;

/** Totals of the range against the period before it. */
export function useOverview(scope: DatacentreScope, range: PickedRange) {
  const uid = useUid();
  return useQuery({
    queryKey: datacentreKeys.overview(uid, scope, range),
    queryFn: () => callGateway(api.datacentre_msrv.datacentre_overview, { ...rangeInput(range), scope }),
    placeholderData: keepPreviousData,
  });
}

export function useSeries(scope: DatacentreScope, range: PickedRange) {
  const uid = useUid();
  return useQuery({
    queryKey: datacentreKeys.series(uid, scope, range),
    queryFn: () => callGateway(api.datacentre_msrv.datacentre_series, { ...rangeInput(range), scope }),
    placeholderData: keepPreviousData,
  });
}

export function useTopPieces(scope: DatacentreScope, range: PickedRange, order: TopPieceOrder, page: number) {
  const uid = useUid();
  return useQuery({
    queryKey: datacentreKeys.top(uid, scope, range, order, page),
    queryFn: () =>
      callGateway(api.datacentre_msrv.datacentre_top_pieces, {
        ...rangeInput(range),
        scope,
        order,
        page,
        page_size: TOP_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSources(scope: DatacentreScope, range: PickedRange) {
  const uid = useUid();
  return useQuery({
    queryKey: datacentreKeys.sources(uid, scope, range),
    queryFn: () => callGateway(api.datacentre_msrv.datacentre_sources, { ...rangeInput(range), scope }),
    placeholderData: keepPreviousData,
  });
}

export function useFollowers(scope: DatacentreScope, range: PickedRange) {
  const uid = useUid();
  return useQuery({
    queryKey: datacentreKeys.followers(uid, scope, range),
    queryFn: () => callGateway(api.datacentre_msrv.datacentre_followers, { ...rangeInput(range), scope }),
    placeholderData: keepPreviousData,
  });
}

/** One piece's figures by day and its sources; the gateway answers only its author or an operator. */
export function usePiece(kind: DatacentreKind, id: number, range: PickedRange) {
  const uid = useUid();
  return useQuery({
    queryKey: datacentreKeys.piece(uid, kind, id, range),
    queryFn: () => callGateway(api.datacentre_msrv.datacentre_piece, { ...rangeInput(range), kind, id }),
    placeholderData: keepPreviousData,
    enabled: id > 0,
  });
}

export function useCreatorLevel() {
  const uid = useUid();
  return useQuery({
    queryKey: datacentreKeys.level(uid),
    queryFn: () => callGateway(api.datacentre_msrv.datacentre_level, {}),
  });
}

/** Asks the gateway for the CSV of the range's days or pieces (`download` saves it). */
export function useExport(scope: DatacentreScope, range: PickedRange) {
  return useMutation({
    mutationFn: (table: "days" | "pieces") =>
      callGateway(api.datacentre_msrv.datacentre_export, { ...rangeInput(range), scope, table }),
  });
}
