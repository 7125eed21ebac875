import multipart, { type MultipartFile } from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  type ApiLang,
  Code,
  GatewayError,
  parseApiLang,
  UPLOAD_KINDS,
  UPLOAD_PATHS,
  type UploadedFile,
  type UploadKind,
} from "@icms/protocol";
import type { Session } from "../auth/tokens.js";
import { localStorage } from "../storage/local.js";
import { deleteUpload, receiveUpload } from "../uploads/uploads.js";
import type { Deps } from "./handler.js";
import { ok, refusal } from "./reply.js";
import { stringFields, wireRefusal } from "./wire-check.js";

const uploadPayload = z.object({ kind: z.enum(Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]]) });
const deletePayload = z.object({ url: z.string().min(1).max(500) });

function sessionOf(request: FastifyRequest, deps: Deps): Session {
  const token = request.headers.accesstoken;
  if (typeof token !== "string" || token === "") throw new GatewayError(Code.NotLoggedIn);
  return deps.tokens.verifyAccess(token);
}

function payloadOf<T>(schema: z.ZodType<T>, data: string | undefined): T {
  try {
    const parsed = schema.safeParse(JSON.parse(data ?? ""));
    if (parsed.success) return parsed.data;
  } catch {
    // falls through to the refusal
  }
  throw new GatewayError(Code.ParamInvalid);
}

/** One reply for every failure: catalogue codes as the gateway route answers them, 1001 otherwise. */
function fail(reply: FastifyReply, request: FastifyRequest, error: unknown, lang: ApiLang) {
  if (error instanceof GatewayError) return reply.send(refusal(error.code, lang, error.details ?? null));
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return reply.send(refusal(Code.UploadTooLarge, lang));
  if (typeof code === "string" && code.startsWith("FST_")) return reply.send(refusal(Code.ParamInvalid, lang));
  request.log.error({ err: error }, "upload failed");
  return reply.code(500).send(refusal(Code.SystemError, lang, { request_id: request.id }));
}

/**
 * `POST /gwapi/awsupload` (multipart: the signed wire fields first, `data` = `{"kind":...}`, then
 * the file in a part named `file`; session headers required) and `POST /gwapi/deluploadfile`
 * (form-encoded wire fields, `data` = `{"url":...}`). Local uploads are served at `/uploads/`.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const limits = {
    image: deps.config.UPLOAD_IMAGE_MAX_MB * 1024 * 1024,
    video: deps.config.UPLOAD_VIDEO_MAX_MB * 1024 * 1024,
  };
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12, fileSize: Math.max(limits.image, limits.video) },
    });
    scope.post(UPLOAD_PATHS.upload, async (request, reply) => {
      let lang: ApiLang = "en";
      let part: MultipartFile | undefined;
      try {
        if (!request.isMultipart()) throw new GatewayError(Code.ParamInvalid);
        part = await request.file();
        if (!part) throw new GatewayError(Code.ParamInvalid);
        const fields = stringFields(
          Object.fromEntries(
            Object.entries(part.fields).map(([key, field]) => {
              const value = Array.isArray(field) ? undefined : field;
              return [key, value && value.type === "field" ? value.value : undefined];
            }),
          ),
        );
        lang = parseApiLang(fields.lang);
        const wrong = wireRefusal(fields, deps.config);
        if (wrong !== undefined) {
          part.file.resume();
          return reply.code(400).send(refusal(wrong, lang));
        }
        const session = sessionOf(request, deps);
        const { kind } = payloadOf(uploadPayload, fields.data);
        const saved: UploadedFile = await receiveUpload(deps, session.uid, kind, part.file, limits[kind]);
        return reply.send(ok(saved, lang));
      } catch (error) {
        // Whatever was not read of the file is drained, so the connection stays usable.
        if (part && !part.file.readableEnded) part.file.resume();
        return fail(reply, request, error, lang);
      }
    });
  });

  app.post(UPLOAD_PATHS.remove, async (request, reply) => {
    const fields = stringFields((request.body ?? {}) as Record<string, unknown>);
    const lang = parseApiLang(fields.lang);
    try {
      const wrong = wireRefusal(fields, deps.config);
      if (wrong !== undefined) return reply.code(400).send(refusal(wrong, lang));
      const session = sessionOf(request, deps);
      const { url } = payloadOf(deletePayload, fields.data);
      await deleteUpload(deps, session.uid, url);
      return reply.send(ok({ deleted: true }, lang));
    } catch (error) {
      return fail(reply, request, error, lang);
    }
  });

  if (deps.storage.kind === "local") {
    await app.register(fastifyStatic, {
      root: localStorage(deps.config.UPLOAD_DIR).root,
      prefix: "/uploads/",
      // The folder is made with the first upload.
      suppressWarning: true,
      decorateReply: false,
      dotfiles: "deny",
      index: false,
      maxAge: "365d",
      immutable: true,
      // Served as data, never as a page: no sniffing, no scripts even if a file were HTML.
      setHeaders(reply) {
        reply.header("x-content-type-options", "nosniff");
        reply.header("content-security-policy", "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
      },
    });
  }
}
