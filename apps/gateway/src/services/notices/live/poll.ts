import type { FastifyInstance } from "fastify";
import { api, WIRE } from "@icms/protocol";
import type { AppContext } from "../../../context.js";
import { requestLang, sendOk } from "../../../http/reply.js";
import { noticeCounts } from "../counts.js";
import { latestChange } from "./changes.js";
import { redactedRequest } from "./credentials.js";
import { answerFailure, liveSession } from "./session.js";

export const POLL_PATH = `${WIRE.basePath}/${api.notice_msrv.notice_counts.group}/poll`;

/** The validator of `uid`'s counts: their latest change number, quoted as an ETag is. */
const etagOf = (latest: number) => `"${latest}"`;

/** Whether an `If-None-Match` header names `etag` (a list, a weak form, or `*`). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

/**
 * `GET /gwapi/v1/notice_msrv/poll`, the stream's fallback: 304 while the caller's latest change
 * number is the one his `If-None-Match` names (two index probes, no count), else his counts in
 * the wire shape with that number as the ETag. The session comes in the `AccessToken` header,
 * never in the query.
 */
export function registerNoticePoll(server: FastifyInstance, app: AppContext): void {
  server.get(POLL_PATH, { logSerializers: { req: redactedRequest } }, async (request, reply) => {
    const lang = requestLang(request);
    const caller = liveSession(request, reply, app, lang, false);
    if (caller === undefined) return reply;
    const uid = caller.session.uid;
    reply.header("cache-control", "private, no-cache").header("vary", "AccessToken");
    try {
      const header = request.headers["if-none-match"];
      if (header !== undefined) {
        const etag = etagOf(await latestChange(app.db, uid));
        if (matches(header, etag)) return reply.code(304).header("etag", etag).send();
      }
      const counts = await noticeCounts(app.db, uid);
      return sendOk(reply.header("etag", etagOf(counts.latest_id)), counts, lang);
    } catch (error) {
      return answerFailure(error, request, reply, lang);
    }
  });
}
