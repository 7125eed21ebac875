import { Code, GatewayError, type UploadApi, type UploadKind, uploadApi } from "@icms/protocol";
import type { Config } from "../../config.js";
import { type CallContext, defineArea, type GroupHandlers, handle } from "../../context.js";
import { grantedValue } from "../user/public.js";
import { uploadSettings } from "./settings.js";
import { deleteUpload, receiveUpload } from "../../uploads/uploads.js";

/** The size limit of each kind, from the settings. */
const MAX_MB: Record<UploadKind, (config: Config) => number> = {
  image: (config) => config.UPLOAD_IMAGE_MAX_MB,
  video: (config) => config.UPLOAD_VIDEO_MAX_MB,
  document: (config) => config.UPLOAD_DOCUMENT_MAX_MB,
};
/** The kinds whose limit a creator's level raises (`upload_limit_mb`): a cover image keeps its own. */
const RAISED_BY_LEVEL: ReadonlySet<UploadKind> = new Set(["video", "document"]);

/**
 * The caller's limit for `kind` in bytes: the setting, or for a video or document the caller's
 * `upload_limit_mb` right (docs/datacentre.md, "Creator levels") where that is larger.
 */
async function maxBytes(ctx: CallContext<"required">, kind: UploadKind): Promise<number> {
  const setting = MAX_MB[kind](ctx.config);
  const granted = RAISED_BY_LEVEL.has(kind) ? await grantedValue(ctx.db.kysely, ctx.session.uid, "upload_limit_mb") : 0;
  return Math.max(setting, Math.min(granted, ctx.config.UPLOAD_RIGHT_MAX_MB)) * 1024 * 1024;
}

const uploadHandlers: GroupHandlers<UploadApi["upload"]> = {
  /** The pipeline has checked the wire fields, the session and `kind`; the file follows them. */
  awsupload: handle(uploadApi.upload.awsupload, async ({ kind }, ctx) => {
    if (!ctx.file) throw new GatewayError(Code.ParamInvalid);
    const limit = await maxBytes(ctx, kind);
    try {
      return await receiveUpload(ctx, ctx.session.uid, kind, ctx.file, limit);
    } catch (error) {
      // The multipart reader stops a file above the largest limit of any kind or right.
      if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") throw new GatewayError(Code.UploadTooLarge);
      // A body that breaks off or is malformed in the middle of the file.
      if (ctx.file.errored) throw new GatewayError(Code.ParamInvalid);
      throw error;
    }
  }),
  deluploadfile: handle(uploadApi.upload.deluploadfile, async ({ url }, ctx) => {
    await deleteUpload(ctx, ctx.session.uid, url);
    return { deleted: true as const };
  }),
};

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** Removes a deleted upload's stored file (removing one already gone is no error). */
    "upload.remove-file": { storage_key: string };
  }
}

/** The upload endpoints (`POST /gwapi/awsupload`, `POST /gwapi/deluploadfile`), and the removal of deleted files. */
export const uploadArea = defineArea({
  name: "upload",
  config: uploadSettings,
  handlers: { upload: uploadHandlers },
  jobs: {
    "upload.remove-file": (app, { storage_key }) => app.storage.remove(storage_key),
  },
});
