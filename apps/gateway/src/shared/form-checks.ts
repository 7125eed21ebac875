import { Code, GatewayError } from "@icms/protocol";
import type { CallContext } from "../context.js";

/** A refused field: 50500 with the field's path, as the input schema's own refusals answer. */
export const invalid = (path: string, message: string) =>
  new GatewayError(Code.ParamInvalid, { issues: [{ path, message }] });

/** A URL the storage serves, of the given kind (`image/...` or `video/...`); 50500 otherwise. */
export function checkMediaUrl(ctx: Pick<CallContext, "storage">, url: string, kind: "image" | "video", path: string) {
  const key = ctx.storage.keyOf(url);
  if (!key?.startsWith(`${kind}/`)) throw invalid(path, `must be an uploaded ${kind}`);
  return url;
}
