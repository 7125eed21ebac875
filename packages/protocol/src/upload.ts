import { type ClientOptions, postSigned, requestContext, signedFields } from "./client.js";
import { UPLOAD_PATHS, type UploadedFile } from "./content.js";
import type { UploadKind } from "./rules/files.js";
import type { ApiLang } from "./lang.js";
import type { WireFields } from "./signing.js";

/**
 * The upload endpoints take the same signed fields as every call (`data` holds the payload)
 * and the session headers; the uploader must be signed in. For `awsupload` the fields come
 * first in the multipart body and the file last, in a part named `file`.
 */
function signedRequest(payload: unknown, options: ClientOptions): { fields: WireFields; lang: ApiLang } {
  const { lang, timestamp } = requestContext(options);
  return {
    fields: signedFields(payload, { appId: options.appId, appSecret: options.appSecret, lang, timestamp }),
    lang,
  };
}

/** Uploads one file of `kind`; the gateway reads its real type from its bytes. */
export function uploadFile(options: ClientOptions, file: Blob, fileName: string, kind: UploadKind) {
  const { fields, lang } = signedRequest({ kind }, options);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("file", file, fileName);
  return postSigned<UploadedFile>(options, UPLOAD_PATHS.upload, form, lang);
}

/** Deletes a file the caller uploaded, by its URL. */
export function deleteUpload(options: ClientOptions, url: string) {
  const { fields, lang } = signedRequest({ url }, options);
  return postSigned<{ deleted: true }>(options, UPLOAD_PATHS.remove, new URLSearchParams(fields).toString(), lang, {
    "content-type": "application/x-www-form-urlencoded",
  });
}
