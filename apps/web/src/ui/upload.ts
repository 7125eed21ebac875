import type { TranslationKey } from "../i18n";
import {
  deleteUpload,
  type UploadedFile,
  type UploadKind,
  UPLOAD_KINDS,
  uploadFile,
  uploadProblem as uploadRule,
} from "@icms/protocol";
import { withSession } from "../app/gateway";
import { gatewayOptions } from "../app/gateway-client";

/** A reason the file cannot be uploaded as `kind` (the protocol's upload rule), as a locale key with its values; null when it can. */
export function uploadProblem(
  file: Pick<File, "name" | "size">,
  kind: UploadKind,
): { key: TranslationKey; values?: Record<string, string | number> } | null {
  const rule = UPLOAD_KINDS[kind];
  const problem = uploadRule(kind, file);
  if (problem === "format")
    return { key: `upload.errors.${kind}Format`, values: { formats: rule.extensions.join(", ") } };
  if (problem === "tooLarge") {
    return { key: "upload.errors.tooLarge", values: { max: Math.round(rule.defaultMaxBytes / (1024 * 1024)) } };
  }
  return null;
}

/**
 * Uploads a cover image or a video to `/gwapi/awsupload`: a multipart body with the signed
 * fields first and the file last, and the session headers, as the gateway reads it. An expired
 * access token is refreshed once, as for every call.
 */
export function uploadMedia(file: File, kind: UploadKind): Promise<UploadedFile> {
  return withSession(() => uploadFile(gatewayOptions, file, file.name, kind));
}

/** Deletes one of the user's uploads by its URL (`/gwapi/deluploadfile`). */
export function removeUpload(url: string): Promise<{ deleted: true }> {
  return withSession(() => deleteUpload(gatewayOptions, url));
}
