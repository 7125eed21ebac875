import { deleteUpload, type UploadedFile, type UploadKind, UPLOAD_KINDS, uploadFile } from "@icms/protocol";
import { withSession } from "../app/gateway";
import { gatewayOptions } from "../app/gateway-client";

/** The lower-case extension of a file name, without the dot ("" when it has none). */
export function fileExtension(name: string): string {
  const match = /\.([^./\\]+)$/.exec(name);
  return match ? match[1]!.toLowerCase() : "";
}

/** A reason the file cannot be uploaded as `kind`, as a locale key with its values; null when it can. */
export function uploadProblem(
  file: Pick<File, "name" | "size">,
  kind: UploadKind,
): { key: string; values?: Record<string, string | number> } | null {
  const rule = UPLOAD_KINDS[kind];
  if (!(rule.extensions as readonly string[]).includes(fileExtension(file.name))) {
    return { key: `upload.errors.${kind}Format`, values: { formats: rule.extensions.join(", ") } };
  }
  if (file.size > rule.defaultMaxBytes) {
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
