/**
 * File types: what each upload kind takes, by name before sending and by the bytes' real type
 * on arrival, and the media URLs a form may name.
 */
import { LIMITS } from "../constants.js";

/**
 * The file kinds the upload endpoint takes: the extensions a file may be named with, the types
 * its bytes may be (with the extension it is stored under), and the default size limit.
 */
export const UPLOAD_KINDS = {
  image: {
    extensions: ["png", "jpg", "jpeg", "gif"],
    types: { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif" },
    defaultMaxBytes: 5 * 1024 * 1024,
  },
  video: {
    extensions: ["mp4"],
    types: { "video/mp4": "mp4" },
    defaultMaxBytes: 100 * 1024 * 1024,
  },
  /** Course attachments and project documents: downloaded, never shown inline. */
  document: {
    extensions: ["pdf", "zip"],
    types: { "application/pdf": "pdf", "application/zip": "zip" },
    defaultMaxBytes: 20 * 1024 * 1024,
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];

/** The lower-case extension of a file name or URL path, without the dot ("" when it has none). */
export function fileExtension(name: string): string {
  const match = /\.([^./\\]+)$/.exec(name);
  return match ? (match[1] as string).toLowerCase() : "";
}

export function hasUploadExtension(kind: UploadKind, name: string): boolean {
  return (UPLOAD_KINDS[kind].extensions as readonly string[]).includes(fileExtension(name));
}

export type MediaUrlProblem = "required" | "tooLong" | "format";

/**
 * A cover or video URL in a form, trimmed: present, at most `urlMaxChars`, named with an
 * extension of its kind (the gateway also checks it is one of its own files).
 */
export function mediaUrlProblem(kind: UploadKind, value: string): MediaUrlProblem | null {
  const url = value.trim();
  if (url === "") return "required";
  if (url.length > LIMITS.urlMaxChars) return "tooLong";
  return hasUploadExtension(kind, url) ? null : "format";
}

/** A file picked for upload as `kind`, before sending: its name's extension and its size. */
export function uploadProblem(
  kind: UploadKind,
  file: { name: string; size: number },
  maxBytes: number = UPLOAD_KINDS[kind].defaultMaxBytes,
): "format" | "tooLarge" | null {
  if (!hasUploadExtension(kind, file.name)) return "format";
  return file.size > maxBytes ? "tooLarge" : null;
}
