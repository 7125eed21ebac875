import type { Api } from "@icms/protocol";
import type { GroupHandlers } from "../../../context.js";

type ReviewActions = Pick<Api["daoclub_msrv"], never>;

/** Member review of submitted content: the `dao_*` list, detail and set_status calls. */
export const reviewHandlers: GroupHandlers<ReviewActions> = {};
