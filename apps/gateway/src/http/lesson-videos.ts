import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { checkLessonVideoLink, LESSON_VIDEO_PATH } from "../services/edu/video-links.js";

/** Headers of the stored object passed on to the player. */
const PASSED_HEADERS = ["content-type", "content-length", "content-range", "accept-ranges", "etag", "last-modified"];

const REFUSALS = {
  malformed: "Not a video link",
  forged: "Not a video link",
  expired: "This video link has expired: open the lesson again",
} as const;

/**
 * Plays lesson videos from their signed links (services/edu/video-links.ts), from either storage,
 * with byte ranges so the player can seek. A refused link answers 403 and reads nothing.
 */
export function registerLessonVideos(app: FastifyInstance, ctx: Pick<AppContext, "config" | "storage" | "db">) {
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    `${LESSON_VIDEO_PATH}:file`,
    async (request, reply) => {
      const id = /^([1-9]\d{0,9})\.mp4$/.exec(request.params.file)?.[1];
      if (id === undefined) return reply.code(404).type("text/plain").send("Not found");
      const lessonId = Number(id);
      const check = checkLessonVideoLink(ctx.config.JWT_SECRET, lessonId, request.query);
      if (!check.ok) return reply.code(403).type("text/plain").send(REFUSALS[check.reason]);
      const lesson = await ctx.db.kysely
        .selectFrom("course_lessons")
        .select("video_url")
        .where("id", "=", lessonId)
        .executeTakeFirst();
      const key = lesson ? ctx.storage.keyOf(lesson.video_url) : undefined;
      if (!key) return reply.code(404).type("text/plain").send("Not found");
      const range = typeof request.headers.range === "string" ? request.headers.range : undefined;
      let stored: Response;
      try {
        stored = await ctx.storage.read(key, range);
      } catch (error) {
        request.log.warn({ err: error }, "lesson video storage");
        return reply.code(502).type("text/plain").send("The video storage did not answer");
      }
      if (stored.status === 404) return reply.code(404).type("text/plain").send("Not found");
      for (const name of PASSED_HEADERS) {
        const value = stored.headers.get(name);
        if (value !== null) reply.header(name, value);
      }
      // Kept by this browser only, and no longer than the link plays.
      const seconds = Math.max(0, check.exp - Math.ceil(Date.now() / 1000));
      reply.header("cache-control", `private, max-age=${seconds}`);
      reply.header("x-content-type-options", "nosniff");
      reply.header("content-security-policy", "default-src 'none'; media-src 'self'; sandbox");
      reply.code(stored.status);
      return reply.send(stored.body ? Readable.fromWeb(stored.body as never) : "");
    },
  );
}
