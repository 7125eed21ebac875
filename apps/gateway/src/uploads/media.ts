import { Code, GatewayError, UPLOAD_KINDS, type UploadKind } from "@icms/protocol";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

export type StoredExtension = "png" | "jpg" | "gif" | "mp4" | "pdf" | "zip";

/** What each kind accepts, by the type read from the bytes (never from the name): the protocol's file types. */
const ACCEPTED: Record<UploadKind, Readonly<Record<string, StoredExtension>>> = {
  image: UPLOAD_KINDS.image.types,
  video: UPLOAD_KINDS.video.types,
  document: UPLOAD_KINDS.document.types,
};

export interface Sniffed {
  mime: string;
  ext: StoredExtension;
}

/** Reads the real type from the first bytes; anything else than the kind accepts answers 801134. */
export async function sniff(head: Uint8Array, kind: UploadKind): Promise<Sniffed> {
  const type = await fileTypeFromBuffer(head);
  const ext = type ? ACCEPTED[kind][type.mime] : undefined;
  if (!type || !ext) throw new GatewayError(Code.UploadTypeRefused);
  return { mime: type.mime, ext };
}

/** Larger images are scaled down to this many pixels on their longer side. */
const MAX_IMAGE_SIDE = 4096;
/** Decoding stops above this many pixels (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes and encodes an image again in its own format: metadata (EXIF, GPS, comments) is
 * dropped, orientation applied, and anything hidden after the image data does not survive.
 */
export async function reencodeImage(
  input: Buffer,
  ext: StoredExtension,
): Promise<{ buffer: Buffer; width: number; height: number }> {
  try {
    const animated = ext === "gif";
    let image = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true });
    image =
      ext === "png"
        ? image.png({ compressionLevel: 8 })
        : ext === "gif"
          ? image.gif()
          : image.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { buffer: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    // Bytes that start like an image but do not decode as one.
    throw new GatewayError(Code.UploadTypeRefused);
  }
}
