import { randomBytes } from "node:crypto";
import type { OutputInfo } from "sharp";
import { AppError } from "../../errors";
import { loadSharp } from "../../lib/load-sharp";
import type { FileStorage } from "../storage/file-storage";

/*
 * Author photos and covers (issue 30, decision 0107). Whatever was uploaded, what is stored is a
 * fresh WebP encoded by sharp from the decoded pixels: no EXIF, GPS, ICC comment or embedded
 * payload survives, and a file that only claims to be an image fails to decode.
 */

export const AUTHOR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Decoding a small file into a huge canvas is a denial of service; 40 megapixels is plenty. */
const MAX_INPUT_PIXELS = 40_000_000;

export const AUTHOR_IMAGE_KINDS = {
  photo: { width: 800, height: 800 },
  cover: { width: 1000, height: 1600 },
} as const;
export type AuthorImageKind = keyof typeof AUTHOR_IMAGE_KINDS;

/** JPEG, PNG and WebP by their first bytes, not by the name or the declared type. */
function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "webp" | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return "png";
  const riff = String.fromCharCode(...bytes.slice(0, 4));
  const webp = String.fromCharCode(...bytes.slice(8, 12));
  if (riff === "RIFF" && webp === "WEBP") return "webp";
  return null;
}

export function authorImagePrefix(userId: string): string {
  return `author-pages/${userId.toLowerCase()}/`;
}

export async function storeAuthorImage(
  storage: FileStorage,
  input: { userId: string; kind: AuthorImageKind; bytes: Uint8Array },
): Promise<{ key: string; width: number; height: number }> {
  const sharp = await loadSharp();
  const { bytes, kind } = input;
  if (bytes.byteLength === 0) {
    throw new AppError(
      "VALIDATION_FAILED",
      "file: this file is empty; choose a PNG or JPEG image",
      {
        details: [{ path: "file", message: "This file is empty; choose a PNG or JPEG image" }],
      },
    );
  }
  if (bytes.byteLength > AUTHOR_IMAGE_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", "Images can be at most 5 MB");
  }
  if (!sniffImageType(bytes)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Upload a JPEG, PNG or WebP image");
  }
  const box = AUTHOR_IMAGE_KINDS[kind];
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new AppError("VALIDATION_FAILED", "file: this image could not be read", {
      details: [{ path: "file", message: "This image could not be read" }],
      cause: error,
    });
  }
  const key = `${authorImagePrefix(input.userId)}${kind}-${randomBytes(12).toString("hex")}.webp`;
  await storage.put(key, output.data, "image/webp");
  // The public page's copies are drawn now, while sharp is loaded, not by the first reader (0155).
  for (const width of AUTHOR_IMAGE_WIDTHS) {
    await storage.put(variantKey(key, width), await scaleDown(output.data, width), "image/webp");
  }
  return { key, width: output.info.width, height: output.info.height };
}

/**
 * Widths a reader may ask for besides the upload itself: the public page shows a cover 160 px wide
 * and a photo 160 px square, so 320 serves screens up to twice as dense. A full 1000 × 1600 cover
 * was the page's largest download (decision 0155).
 */
export const AUTHOR_IMAGE_WIDTHS = [320] as const;
export type AuthorImageWidth = (typeof AUTHOR_IMAGE_WIDTHS)[number];

const AUTHOR_IMAGE_KEY = /^author-pages\/[0-9a-f-]{36}\/(photo|cover)-[0-9a-f]{24}\.webp$/;

/**
 * A stored image's bytes for readers, at its stored size or at one of AUTHOR_IMAGE_WIDTHS; null
 * for anything that is not an author image key. A width is drawn from the upload on first asking
 * and kept beside it through the storage adapter, so each is resized once.
 */
export async function readAuthorImage(
  storage: FileStorage,
  key: string,
  width?: AuthorImageWidth,
): Promise<Uint8Array | null> {
  if (!AUTHOR_IMAGE_KEY.test(key)) return null;
  if (width === undefined) return storage.get(key);
  const kept = await storage.get(variantKey(key, width));
  if (kept) return kept;
  // Uploaded before the widths existed: drawn for the first reader, then kept.
  const original = await storage.get(key);
  if (!original) return null;
  const resized = await scaleDown(original, width);
  await storage.put(variantKey(key, width), resized, "image/webp");
  return resized;
}

function variantKey(key: string, width: AuthorImageWidth): string {
  return key.replace(/\.webp$/, `-w${width}.webp`);
}

async function scaleDown(webp: Uint8Array, width: AuthorImageWidth): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(webp).resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
}
