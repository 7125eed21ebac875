import type { FastifyInstance } from "fastify";
import { api, Code, WIRE } from "@icms/protocol";
import type { AppContext } from "../../../context.js";
import { requestLang } from "../../../http/reply.js";
import { noticeCounts } from "../counts.js";
import { expiryOf, redactedRequest, resumePointOf } from "./credentials.js";
import type { LiveStream, NoticeHub } from "./hub.js";
import { answerFailure, liveSession, refuse } from "./session.js";
import { sseEvent } from "./sse.js";

export const STREAM_PATH = `${WIRE.basePath}/${api.notice_msrv.notice_counts.group}/stream`;

/**
 * Past this many bytes waiting for a slow client, its stream ends: it reconnects and resumes from
 * its last id, rather than the instance holding an ever longer backlog for it.
 */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** The longest a timer waits (setTimeout's limit); a token living longer is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * `GET /gwapi/v1/notice_msrv/stream` (apps/web/src/features/notices/STREAM-CONTRACT.md): the
 * caller's counts first, then each notification of his that is written or changes, and the
 * counts again when they change otherwise (a read in another tab). The access token comes in the
 * `AccessToken` header or, from an EventSource, in the query (kept out of the logs). Resumes
 * after `Last-Event-ID` (or `last_event_id`): everything of his changed since, then live.
 * Ends with an `expired` event when the token expires, at once when the sign-in is revoked, and
 * quietly when the gateway drains (the client reconnects to another instance and resumes).
 */
export function registerNoticeStream(server: FastifyInstance, app: AppContext, hub: NoticeHub): void {
  server.get(STREAM_PATH, { logSerializers: { req: redactedRequest } }, async (request, reply) => {
    const lang = requestLang(request);
    const caller = liveSession(request, reply, app, lang, true);
    if (caller === undefined) return reply;
    const { session, token } = caller;
    const resumeFrom = resumePointOf(request);
    if (resumeFrom === null) return refuse(reply, 400, Code.ParamInvalid, lang);
    let counts: Awaited<ReturnType<typeof noticeCounts>>;
    try {
      counts = await noticeCounts(app.db, session.uid);
    } catch (error) {
      return answerFailure(error, request, reply, lang);
    }

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      // A buffering proxy (nginx) would hold the events back.
      "x-accel-buffering": "no",
    });

    let ended = false;
    let expiry: NodeJS.Timeout | undefined;
    const finish = () => {
      ended = true;
      clearTimeout(expiry);
      hub.remove(stream);
    };
    const stream: LiveStream = {
      uid: session.uid,
      family: session.family,
      // A fresh stream starts at the counts' latest number; a resumed one where the client was
      // (never past the latest: an id from elsewhere would skip what comes between).
      cursor: Math.min(resumeFrom ?? counts.latest_id, counts.latest_id),
      write(chunk) {
        if (ended) return;
        res.write(chunk);
        if (res.writableLength > MAX_BUFFERED_BYTES) stream.end();
      },
      end(reason) {
        if (ended) return;
        if (reason === "expired") res.write(sseEvent({ type: "expired" }));
        finish();
        res.end();
      },
    };
    res.on("close", finish);

    const expireAt = expiryOf(token);
    const armExpiry = () => {
      const wait = expireAt - Date.now();
      if (wait <= 0) stream.end("expired");
      else expiry = setTimeout(armExpiry, Math.min(wait, MAX_TIMER_MS)).unref();
    };

    // The counts come first. A resumed stream's id stays where the client was until the missed
    // items are sent, so a drop in between loses none of them.
    res.write(sseEvent({ type: "counts", counts }, resumeFrom === undefined ? counts.latest_id : undefined));
    hub.add(stream);
    armExpiry();
    // What changed since the resume point, or since the counts were read.
    hub.changed(session.uid);
    return reply;
  });
}
