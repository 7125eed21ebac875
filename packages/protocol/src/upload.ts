import { type ClientOptions, GatewayCallError } from "./client.js";
import { TIMING, WIRE } from "./constants.js";
import { UPLOAD_PATHS, type UploadedFile, type UploadKind } from "./content.js";
import { Code } from "./errors/codes.js";
import { CONNECTION_MESSAGES, httpStatusMessage } from "./errors/http.js";
import { DEFAULT_API_LANG } from "./lang.js";
import { signFields, type WireFields } from "./signing.js";
import type { Reply } from "./wire.js";

/**
 * The upload endpoints take the same signed fields as every call (`data` holds the payload)
 * and the session headers; the uploader must be signed in. For `awsupload` the fields come
 * first in the multipart body and the file last, in a part named `file`.
 */
function signedFields(payload: unknown, options: ClientOptions): WireFields {
  const fields: WireFields = {
    app_id: options.appId,
    data: JSON.stringify(payload),
    dev_id: WIRE.devId,
    lang: (options.lang ?? (() => DEFAULT_API_LANG))(),
    timestamp: String((options.now ?? (() => Math.floor(Date.now() / 1000)))()),
    v: WIRE.version,
  };
  fields.sign = signFields(fields, options.appSecret);
  return fields;
}

async function send<T>(options: ClientOptions, path: string, body: FormData | string, headers: Record<string, string>) {
  const lang = (options.lang ?? (() => DEFAULT_API_LANG))();
  const tokens = options.tokens?.() ?? {};
  if (tokens.accessToken) headers.AccessToken = tokens.accessToken;
  if (tokens.refreshToken) headers.RefreshToken = tokens.refreshToken;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? TIMING.requestTimeoutMs);
  let response: Response;
  try {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    response = await doFetch(`${options.baseUrl}${path}`, { method: "POST", headers, body, signal: controller.signal });
  } catch {
    const timedOut = controller.signal.aborted;
    throw new GatewayCallError((timedOut ? CONNECTION_MESSAGES.timeout : CONNECTION_MESSAGES.noResponse)[lang]);
  } finally {
    clearTimeout(timer);
  }
  const reply = (await response.json().catch(() => undefined)) as Reply<T> | undefined;
  if (reply && typeof reply.code === "number" && reply.code !== Code.Success) {
    throw new GatewayCallError(reply.msg, reply.code, response.status);
  }
  if (!response.ok || !reply)
    throw new GatewayCallError(httpStatusMessage(response.status, lang), undefined, response.status);
  return reply.data as T;
}

/** Uploads one file of `kind`; the gateway reads its real type from its bytes. */
export function uploadFile(options: ClientOptions, file: Blob, fileName: string, kind: UploadKind) {
  const form = new FormData();
  for (const [key, value] of Object.entries(signedFields({ kind }, options))) form.append(key, value);
  form.append("file", file, fileName);
  return send<UploadedFile>(options, UPLOAD_PATHS.upload, form, {});
}

/** Deletes a file the caller uploaded, by its URL. */
export function deleteUpload(options: ClientOptions, url: string) {
  const body = new URLSearchParams(signedFields({ url }, options)).toString();
  return send<{ deleted: true }>(options, UPLOAD_PATHS.remove, body, {
    "content-type": "application/x-www-form-urlencoded",
  });
}
