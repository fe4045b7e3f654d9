import { randomBytes } from "node:crypto";
import { DESIGN_IMAGE_NAME } from "@inkforge/domain/designs/contract";
import type { OutputInfo } from "sharp";
import { AppError } from "../../errors";
import { loadSharp } from "../../lib/load-sharp";
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

/** An SVG drawing: markup with an `<svg` tag near its start (its safety is checked after). */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.slice(0, 2048)).trimStart();
  return head.startsWith("<") && /<svg[\s>]/i.test(head);
}

/*
 * Anything that runs, fetches or expands: scripts, event handlers, foreign HTML, document type
 * declarations (entities), and links or url() to anything but a fragment in the same file.
 */
const HOSTILE_SVG = [
  /<script/i,
  /<!DOCTYPE|<!ENTITY/i,
  /<foreignObject/i,
  /\son[a-z]+\s*=/i,
  /(?:xlink:)?href\s*=\s*["']\s*[^"'#\s]/i,
  /url\(\s*["']?\s*[^"'#\s)]/i,
  /@import/i,
];

/** Long side of a rasterised SVG: 11 in at 300 DPI, a full letter page at print resolution. */
const SVG_LONG_SIDE_PX = 3300;

/** A safe SVG drawn to PNG pixels large enough to print a page at 300 DPI. */
async function rasteriseSvg(bytes: Uint8Array): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const text = new TextDecoder().decode(bytes);
  if (HOSTILE_SVG.some((pattern) => pattern.test(text))) {
    throw new AppError(
      "VALIDATION_FAILED",
      "file: this SVG has scripts, links or external references; save it as plain drawing",
      {
        details: [
          {
            path: "file",
            message:
              "This SVG has scripts, links or external references; save it as a plain drawing",
          },
        ],
      },
    );
  }
  try {
    const { width = 0, height = 0 } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
    }).metadata();
    const density = Math.min(2400, (72 * SVG_LONG_SIDE_PX) / Math.max(width, height, 1));
    return await sharp(bytes, { density, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .flatten({ background: "#ffffff" })
      .png()
      .toBuffer();
  } catch (error) {
    throw new AppError("VALIDATION_FAILED", "file: this SVG could not be read", {
      details: [{ path: "file", message: "This SVG could not be read" }],
      cause: error,
    });
  }
}

const prefixOf = (userId: string) => `designs/${userId.toLowerCase()}/`;

export async function storeDesignImage(
  storage: FileStorage,
  input: { userId: string; bytes: Uint8Array },
): Promise<{ name: string; width: number; height: number; bytes: number }> {
  const sharp = await loadSharp();
  const { bytes: uploaded } = input;
  if (uploaded.byteLength === 0) {
    throw new AppError(
      "VALIDATION_FAILED",
      "file: this file is empty; choose a PNG or JPEG image",
      {
        details: [{ path: "file", message: "This file is empty; choose a PNG or JPEG image" }],
      },
    );
  }
  if (uploaded.byteLength > DESIGN_IMAGE_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", "Images can be at most 10 MB");
  }
  const svg = !isImage(uploaded) && isSvg(uploaded);
  if (!svg && !isImage(uploaded)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Upload a JPEG, PNG, WebP or SVG image");
  }
  // An SVG is kept as the pixels it draws, so it is stored and read like any other image.
  const bytes = svg ? await rasteriseSvg(uploaded) : uploaded;
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
