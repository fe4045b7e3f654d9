import { randomBytes } from "node:crypto";
import { DESIGN_IMAGE_NAME } from "@inkforge/domain/designs/contract";
import sharp, { type OutputInfo } from "sharp";
import { AppError } from "../../errors";
import type { FileStorage } from "../storage/file-storage";

/*
 * Images placed in saved designs (issue 31, decision 0113). What is stored is a fresh PNG that
 * sharp encoded from the decoded pixels at the same size (A+ images must keep their exact pixel
 * size; a cover image its print resolution): no metadata or embedded payload survives, and a file
 * that only claims to be an image fails to decode. Keys live under the owner's id, and only the
 * owner reads them back.
 */

export const DESIGN_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A cover wrap at 300 DPI is about 5,600 × 3,900; 40 megapixels leaves room and stops bombs. */
const MAX_INPUT_PIXELS = 40_000_000;

function isImage(bytes: Uint8Array): boolean {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return true;
  const riff = String.fromCharCode(...bytes.slice(0, 4));
  return riff === "RIFF" && String.fromCharCode(...bytes.slice(8, 12)) === "WEBP";
}

const prefixOf = (userId: string) => `designs/${userId.toLowerCase()}/`;

export async function storeDesignImage(
  storage: FileStorage,
  input: { userId: string; bytes: Uint8Array },
): Promise<{ name: string; width: number; height: number; bytes: number }> {
  const { bytes } = input;
  if (bytes.byteLength === 0) {
    throw new AppError("VALIDATION_FAILED", "file: choose an image to upload", {
      details: [{ path: "file", message: "Choose an image to upload" }],
    });
  }
  if (bytes.byteLength > DESIGN_IMAGE_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", "Images can be at most 10 MB");
  }
  if (!isImage(bytes)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Upload a JPEG, PNG or WebP image");
  }
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .png({ compressionLevel: 6 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new AppError("VALIDATION_FAILED", "file: this image could not be read", {
      details: [{ path: "file", message: "This image could not be read" }],
      cause: error,
    });
  }
  if (output.data.byteLength > DESIGN_IMAGE_MAX_BYTES) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      "This image is over 10 MB once decoded; use a smaller one",
    );
  }
  const name = `${randomBytes(12).toString("hex")}.png`;
  await storage.put(`${prefixOf(input.userId)}${name}`, output.data, "image/png");
  return {
    name,
    width: output.info.width,
    height: output.info.height,
    bytes: output.data.byteLength,
  };
}

/** The owner's image, or null for a name that is not one of theirs. */
export async function readDesignImage(storage: FileStorage, userId: string, name: string) {
  if (!DESIGN_IMAGE_NAME.test(name)) return null;
  return storage.get(`${prefixOf(userId)}${name}`);
}
