import { Code, GatewayError, type UploadApi, type UploadKind, uploadApi } from "@icms/protocol";
import type { Config } from "../../config.js";
import { defineArea, type GroupHandlers, handle } from "../../context.js";
import { uploadSettings } from "./settings.js";
import { deleteUpload, receiveUpload } from "../../uploads/uploads.js";

/** The size limit of each kind, from the settings. */
const MAX_MB: Record<UploadKind, (config: Config) => number> = {
  image: (config) => config.UPLOAD_IMAGE_MAX_MB,
  video: (config) => config.UPLOAD_VIDEO_MAX_MB,
  document: (config) => config.UPLOAD_DOCUMENT_MAX_MB,
};
const maxBytes = (config: Config, kind: UploadKind) => MAX_MB[kind](config) * 1024 * 1024;

const uploadHandlers: GroupHandlers<UploadApi["upload"]> = {
  /** The pipeline has checked the wire fields, the session and `kind`; the file follows them. */
  awsupload: handle(uploadApi.upload.awsupload, async ({ kind }, ctx) => {
    if (!ctx.file) throw new GatewayError(Code.ParamInvalid);
    try {
      return await receiveUpload(ctx, ctx.session.uid, kind, ctx.file, maxBytes(ctx.config, kind));
    } catch (error) {
      // The multipart reader stops a file above the largest limit of any kind.
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
