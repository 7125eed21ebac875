import { type ActionInput, type Api, api, type Paged, type Topic } from "@icms/protocol";
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { nextPage } from "../../queries/content";
import { useSession } from "../../session/session-store";

type Planets = Api["appsocial_msrv"];
export type PlanetListFilter = Omit<ActionInput<Planets["circle_list"]>, "page">;
export type PlanetAddInput = ActionInput<Planets["circle_add"]>;
export type PlanetEditInput = ActionInput<Planets["circle_edit"]>;
export type TopicAddInput = ActionInput<Planets["topics_add"]>;
/** Which topics a feed shows: one planet's, or every joined planet's, or every planet's. */
export type FeedFilter = { circle_id?: number; scope?: "joined" | "all" };

/** Query keys of the planets; what a planet or a topic answers depends on the viewer. */
const planetKeys = {
  all: ["planets"] as const,
  planets: (filter: PlanetListFilter, page: number, viewer: string | null) =>
    [...planetKeys.all, "list", filter, page, viewer] as const,
  mine: (kind: "owned" | "joined", page: number, viewer: string | null) =>
    [...planetKeys.all, "mine", kind, page, viewer] as const,
  /** A planet as every viewer read it. */
  planetRoot: (id: number) => [...planetKeys.all, "planet", id] as const,
  planet: (id: number, viewer: string | null) => [...planetKeys.planetRoot(id), viewer] as const,
  members: (id: number, page: number) => [...planetKeys.all, "members", id, page] as const,
  /** Every feed, whatever the filter and viewer. */
  feeds: () => [...planetKeys.all, "feed"] as const,
  feed: (filter: FeedFilter, viewer: string | null) => [...planetKeys.feeds(), filter, viewer] as const,
  comments: (topicId: number, viewer: string | null) => [...planetKeys.all, "comments", topicId, viewer] as const,
};

const PAGE_SIZE = 10;

export function usePlanetList(filter: PlanetListFilter, page: number) {
  const { uid } = useSession();
  return useQuery({
    queryKey: planetKeys.planets(filter, page, uid),
    queryFn: () => callGateway(api.appsocial_msrv.circle_list, { ...filter, page }),
    placeholderData: keepPreviousData,
  });
}

/** The planets the viewer owns, or the ones they joined (owned ones included). */
export function useMyPlanets(kind: "owned" | "joined", page: number) {
  const { uid } = useSession();
  return useQuery({
    queryKey: planetKeys.mine(kind, page, uid),
    queryFn: () =>
      callGateway(kind === "owned" ? api.appsocial_msrv.my_circle_list : api.appsocial_msrv.circle_join_list, {
        page,
        page_size: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    enabled: uid !== null,
  });
}

export function usePlanet(circleId: number) {
  const { uid } = useSession();
  return useQuery({
    queryKey: planetKeys.planet(circleId, uid),
    queryFn: () => callGateway(api.appsocial_msrv.circle_detail, { circle_id: circleId }),
    enabled: circleId > 0,
  });
}

export function usePlanetMembers(circleId: number, page: number) {
  return useQuery({
    queryKey: planetKeys.members(circleId, page),
    queryFn: () =>
      callGateway(api.appsocial_msrv.circle_userlist, { circle_id: circleId, page, page_size: PAGE_SIZE * 2 }),
    placeholderData: keepPreviousData,
    enabled: circleId > 0,
  });
}

/** Topics, newest first, a page at a time (infinite scroll). */
export function useTopicFeed(filter: FeedFilter) {
  const { uid } = useSession();
  return useInfiniteQuery({
    queryKey: planetKeys.feed(filter, uid),
    queryFn: ({ pageParam }) =>
      callGateway(api.appsocial_msrv.topics_list, { ...filter, page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** A topic's comments, oldest first, loaded once the reader opens them. */
export function useTopicComments(topicId: number, enabled: boolean) {
  const { uid } = useSession();
  return useInfiniteQuery({
    queryKey: planetKeys.comments(topicId, uid),
    queryFn: ({ pageParam }) =>
      callGateway(api.appsocial_msrv.comment_list, { topic_id: topicId, page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

/**
 * A mutation after which every planet answer is stale (membership, counts, feeds). The refetch is
 * not awaited: the caller's own `onSuccess` (a toast, closing a dialog) runs first, before the
 * refetched list removes the card that called it.
 */
function usePlanetMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planetKeys.all });
    },
  });
}

export function useJoinPlanet() {
  return usePlanetMutation((input: ActionInput<Planets["circle_join_in"]>) =>
    callGateway(api.appsocial_msrv.circle_join_in, input),
  );
}

export function useLeavePlanet() {
  return usePlanetMutation((circleId: number) =>
    callGateway(api.appsocial_msrv.circle_join_out, { circle_id: circleId }),
  );
}

export function useDeletePlanet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (circleId: number) => callGateway(api.appsocial_msrv.circle_delete, { circle_id: circleId }),
    // The planet is gone: drop what was cached of it rather than refetch a refusal.
    onSuccess: (_done, circleId) => {
      queryClient.removeQueries({ queryKey: planetKeys.planetRoot(circleId) });
      void queryClient.invalidateQueries({ queryKey: planetKeys.all });
    },
  });
}

/** Saves a new planet (no `circle_id`) or an edit. */
export function useSavePlanet() {
  return usePlanetMutation((form: PlanetAddInput | PlanetEditInput) =>
    "circle_id" in form
      ? callGateway(api.appsocial_msrv.circle_edit, form)
      : callGateway(api.appsocial_msrv.circle_add, form),
  );
}

export function useAddTopic() {
  return usePlanetMutation((form: TopicAddInput) => callGateway(api.appsocial_msrv.topics_add, form));
}

export function useDeleteTopic() {
  return usePlanetMutation((topicId: number) => callGateway(api.appsocial_msrv.topics_delete, { topic_id: topicId }));
}

export function useAddComment(topicId: number) {
  return usePlanetMutation((content: string) =>
    callGateway(api.appsocial_msrv.comment_add, { topic_id: topicId, content }),
  );
}

export function useDeleteComment() {
  return usePlanetMutation((commentId: number) =>
    callGateway(api.appsocial_msrv.comment_delete, { comment_id: commentId }),
  );
}

/** Likes a topic; the feeds holding it show the new count at once. */
export function useLikeTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topicId: number) => callGateway(api.appsocial_msrv.click_like, { topic_id: topicId }),
    onSuccess: (liked) => {
      queryClient.setQueriesData<InfiniteData<Paged<Topic>>>({ queryKey: planetKeys.feeds() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                list: page.list.map((topic) =>
                  topic.topic_id === liked.topic_id
                    ? { ...topic, is_liked: true, like_count: liked.like_count }
                    : topic,
                ),
              })),
            }
          : data,
      );
    },
  });
}
