import { defineArea } from "../../context.js";
import { planetsSettings } from "./settings.js";
import { planetsSeed } from "./seed.js";
import { commentHandlers } from "./comments.js";
import { likeHandlers } from "./likes.js";
import { memberHandlers } from "./members.js";
import { notifyTopicMembers } from "./notice-events.js";
import { planetHandlers } from "./planets.js";
import { memoryPostingLimiter, type PostingLimiter, redisPostingLimiter } from "./posting-limit.js";
import { topicHandlers } from "./topics.js";

declare module "../../context.js" {
  interface AreaServices {
    /** The per-user posting limit of planets: in Redis when configured, so every instance shares it. */
    postingLimiter: PostingLimiter;
  }
}

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** Tells a new topic's planet members of it (`notice-events.ts`). */
    "planets.notify-topic": { topic_id: number };
  }
}

/** Planets (`appsocial_msrv`, docs/planets.md). */
export const planetsArea = defineArea({
  name: "planets",
  config: planetsSettings,
  seed: planetsSeed,
  services: (app) => {
    const intervals = { topic: app.config.PLANET_TOPIC_INTERVAL_MS, comment: app.config.PLANET_COMMENT_INTERVAL_MS };
    return {
      postingLimiter: app.bus.redis
        ? redisPostingLimiter(app.bus.redis, app.config.RATE_LIMIT_NAMESPACE, intervals)
        : memoryPostingLimiter(intervals),
    };
  },
  jobs: { "planets.notify-topic": (app, payload) => notifyTopicMembers(app, payload.topic_id) },
  handlers: {
    appsocial_msrv: {
      ...planetHandlers,
      ...memberHandlers,
      ...topicHandlers,
      ...commentHandlers,
      ...likeHandlers,
    },
  },
});
