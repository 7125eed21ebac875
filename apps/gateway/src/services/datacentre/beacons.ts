/**
 * The pages' beacons (`datacentre_view`, `datacentre_read`): who viewed which piece from where,
 * kept in the event buffer for the daily rollup. Nothing here writes per request: an event is
 * appended to memory, and the piece's check is cached (`pieces.ts`).
 */
import { api, Code, type DatacentreKind, GatewayError } from "@icms/protocol";
import { type CallContext, handle } from "../../context.js";
import { EVENT, KIND_CODE, SOURCE_CODE } from "./kinds.js";
import { classifyVisit } from "./sources.js";
import { isBotAgent } from "./user-agents.js";

/** The viewer's key: the signed-in user, else the page's anonymous visitor id (required then). */
function viewerOf(ctx: CallContext, visitorId: string | undefined): string {
  if (ctx.session) return `u:${ctx.session.uid}`;
  if (visitorId === undefined) throw new GatewayError(Code.ParamInvalid);
  return `a:${visitorId}`;
}

/** Keeps one event unless the piece is not online or is the viewer's own. */
async function keep(
  ctx: CallContext,
  kind: DatacentreKind,
  id: number,
  event: number,
  viewer: string,
  source: { source: number; ref: string },
): Promise<{ accepted: boolean }> {
  const piece = await ctx.datacentre.livePiece(kind, id);
  if (!piece || viewer === `u:${piece.author_uid}`) return { accepted: false };
  const isBot = isBotAgent(ctx.userAgent);
  const kept = ctx.datacentre.events.add({
    at: new Date(),
    event,
    kind: KIND_CODE[kind],
    piece_id: id,
    viewer,
    source: source.source,
    ref: source.ref,
    is_bot: isBot,
  });
  // Without a write interval (tests) the event is in the table when the call answers.
  if (ctx.config.DATACENTRE_FLUSH_MS === 0) await ctx.datacentre.events.flush();
  return { accepted: kept && !isBot };
}

export const beaconHandlers = {
  datacentre_view: handle(api.datacentre_msrv.datacentre_view, async (params, ctx) => {
    const viewer = viewerOf(ctx, params.visitor_id);
    const visit = classifyVisit(params, new URL(ctx.config.PUBLIC_ORIGIN).host);
    // A forward by the viewer themself is not a forward.
    const own = visit.source === "forward" && viewer === `u:${visit.ref}`;
    const source = own
      ? { source: SOURCE_CODE.direct, ref: "" }
      : { source: SOURCE_CODE[visit.source], ref: visit.ref };
    return keep(ctx, params.kind, params.id, EVENT.view, viewer, source);
  }),
  datacentre_read: handle(api.datacentre_msrv.datacentre_read, async (params, ctx) => {
    const viewer = viewerOf(ctx, params.visitor_id);
    // A read's source is its viewer's first view that day, found by the rollup.
    return keep(ctx, params.kind, params.id, EVENT.read, viewer, { source: SOURCE_CODE.direct, ref: "" });
  }),
};
