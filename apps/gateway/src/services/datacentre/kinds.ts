/**
 * The codes the data centre's tables keep for kinds and sources (smallints: the raw events are
 * the largest table of the area, migration 0080), and the web paths of each kind's page.
 */
import type { DatacentreKind, TrafficSource } from "@icms/protocol";

export const KIND_CODE: Record<DatacentreKind, number> = { article: 1, video: 2, wiki: 3, course: 4, topic: 5 };
export const KIND_OF_CODE: Record<number, DatacentreKind> = {
  1: "article",
  2: "video",
  3: "wiki",
  4: "course",
  5: "topic",
};

export const SOURCE_CODE: Record<TrafficSource, number> = {
  direct: 1,
  search: 2,
  shortlink: 3,
  forward: 4,
  planet: 5,
  site: 6,
};

/** Event codes of `datacentre_events.event`. */
export const EVENT = { view: 1, read: 2 } as const;

/** The web app's page of a piece (the paths of the short links' detail pages). */
export function pieceUrl(kind: DatacentreKind, id: number, planetId?: number | null): string {
  switch (kind) {
    case "article":
      return `/appcms/spacex_article_detail?article_id=${id}&article_type=1`;
    case "video":
      return `/appcms/spacex_video_detail?article_id=${id}&article_type=2`;
    case "wiki":
      return `/appcms/compass_wiki_detail?article_id=${id}`;
    case "course":
      return `/appedu/course_detail?course_id=${id}`;
    case "topic":
      // A topic is shown in its planet's feed.
      return planetId === undefined || planetId === null
        ? "/appsocial/social_index"
        : `/appsocial/social_index/${planetId}`;
  }
}
