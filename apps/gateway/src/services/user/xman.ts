import { api } from "@icms/protocol";
import { readXmanStatus } from "../../chain/holdings.js";
import { handle } from "../../context.js";

export const xmanHandlers = {
  /** The caller's X-Man status and DAO NFTs, as the chain indexer last saw them. */
  xman_permissions: handle(api.user_msrv.xman_permissions, (_params, ctx) =>
    readXmanStatus(ctx.db, ctx.session.wallet),
  ),
};
