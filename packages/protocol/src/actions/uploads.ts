import { z } from "zod";
import { LIMITS } from "../constants.js";
import { UPLOAD_PATHS, type UploadedFile } from "../content.js";
import { Code } from "../errors/codes.js";
import { UPLOAD_KIND_NAMES } from "../rules/files.js";
import { defineAction, defineGroup, returns } from "./define.js";

/**
 * The upload endpoints (outside `/gwapi/v1`, as the spec names them). They take the signed wire
 * fields and the session headers like every call and go through the same checks; `awsupload`
 * sends them as multipart, the file last in a part named `file`. The client posts them with
 * `uploadFile` and `deleteUpload` (upload.ts), not `client.call`.
 */
export const uploadApi = defineGroup("upload", {
  /** Stores one file of `kind`; its real type is read from its bytes (801134), its size limited (801133). */
  awsupload: defineAction({
    auth: "required",
    path: UPLOAD_PATHS.upload,
    body: "multipart",
    input: z.object({ kind: z.enum(UPLOAD_KIND_NAMES) }),
    output: returns<UploadedFile>(),
    codes: [Code.UploadTooLarge, Code.UploadTypeRefused],
  }),
  /** Deletes one of the caller's uploads by its URL: 3002 unknown, 1006 someone else's. */
  deluploadfile: defineAction({
    auth: "required",
    path: UPLOAD_PATHS.remove,
    input: z.object({ url: z.string().min(1).max(LIMITS.urlMaxChars) }),
    output: returns<{ deleted: true }>(),
    codes: [Code.NotFound, Code.PermissionDenied],
  }),
});

export type UploadApi = typeof uploadApi;
