// The reads of the member's mix (about 80% of its steps): article, news and wiki lists and
// details, search in the three languages, planet feeds and topics, courses.
import { api, CONTENT_LANGS } from "@icms/protocol";
import { clientOf } from "./members.js";
import { pick } from "./pools.js";
import { call, type Step } from "./step.js";

/** Words of the seeded content in the three languages, alone and in pairs. */
const KEYWORDS = [
  "restaking oracle",
  "bridge",
  "rollup sequencer",
  "stablecoin",
  "wallet",
  "governance proposal",
  "liquidity",
  "validator",
  "钱包",
  "跨链桥",
  "стейкинг",
  "кошелёк",
];

const page = () => 1 + Math.floor(Math.random() * 3);

export const reads: [number, Step][] = [
  [
    14,
    (m, ctx) =>
      call(ctx, "article_list", "read", () =>
        clientOf(m).call(api.appcms_msrv.article_list, {
          page: page(),
          page_size: 20,
          ...(Math.random() < 0.5 ? { lang: pick(CONTENT_LANGS) } : {}),
        }),
      ),
  ],
  [
    14,
    (m, ctx) =>
      call(ctx, "article_detail", "read", () =>
        clientOf(m).call(api.appcms_msrv.article_detail, { article_id: pick(ctx.pools.articles) }),
      ),
  ],
  [
    4,
    (m, ctx) =>
      call(ctx, "article_comment_list", "read", () =>
        clientOf(m).call(api.appcms_msrv.article_comment_list, { article_id: pick(ctx.pools.articles), page: 1 }),
      ),
  ],
  [
    7,
    (m, ctx) =>
      call(ctx, "article_search", "read", () =>
        clientOf(m).call(api.appcms_msrv.article_search, { keyword: pick(KEYWORDS), page: 1, page_size: 20 }),
      ),
  ],
  [
    4,
    (m, ctx) =>
      call(ctx, "wiki_list", "read", () =>
        clientOf(m).call(api.appcms_msrv.wiki_list, { page: page(), page_size: 20 }),
      ),
  ],
  [
    4,
    (m, ctx) =>
      call(ctx, "wiki_detail", "read", () =>
        clientOf(m).call(api.appcms_msrv.wiki_detail, { article_id: pick(ctx.pools.wiki) }),
      ),
  ],
  [
    4,
    (m, ctx) =>
      call(ctx, "information_list", "read", () =>
        clientOf(m).call(api.appcms_msrv.information_list, { page: page(), page_size: 20 }),
      ),
  ],
  [
    3,
    (m, ctx) =>
      call(ctx, "information_detail", "read", () =>
        clientOf(m).call(api.appcms_msrv.information_detail, { information_id: pick(ctx.pools.news) }),
      ),
  ],
  [
    8,
    (m, ctx) =>
      call(ctx, "topics_list (feed)", "read", () =>
        clientOf(m).call(api.appsocial_msrv.topics_list, { page: 1, page_size: 20, scope: "joined" }),
      ),
  ],
  [
    5,
    (m, ctx) =>
      call(ctx, "topics_list (planet)", "read", () =>
        clientOf(m).call(api.appsocial_msrv.topics_list, {
          page: 1,
          page_size: 20,
          circle_id: pick(ctx.pools.planets),
        }),
      ),
  ],
  [
    4,
    async (m, ctx) => {
      const topic = pick(ctx.pools.topics.get(pick(m.planets)) ?? []);
      if (!topic) return;
      await call(ctx, "topics_detail", "read", () =>
        clientOf(m).call(api.appsocial_msrv.topics_detail, { topic_id: topic.id }),
      );
      await call(ctx, "comment_list", "read", () =>
        clientOf(m).call(api.appsocial_msrv.comment_list, { topic_id: topic.id, page: 1 }),
      );
    },
  ],
  [
    2,
    (m, ctx) => call(ctx, "circle_list", "read", () => clientOf(m).call(api.appsocial_msrv.circle_list, { page: 1 })),
  ],
  [
    2,
    (m, ctx) =>
      call(ctx, "course_list", "read", () => clientOf(m).call(api.appedu_msrv.course_list, { page: 1, page_size: 20 })),
  ],
  [
    1,
    (m, ctx) =>
      call(ctx, "course_detail", "read", () =>
        clientOf(m).call(api.appedu_msrv.course_detail, { course_id: pick(ctx.pools.courses) }),
      ),
  ],
];
