import { OWN_IMAGE_DPI, ownImageRef } from "@inkforge/domain/books/coloring/coloring-book";
import { POINTS_PER_INCH } from "@inkforge/domain/kdp/interior-rules";
import { AppError } from "../../errors";
import { loadSharp } from "../../lib/load-sharp";
import { readDesignImage } from "../designs/design-images";
import type { FileStorage } from "../storage/file-storage";

/*
 * An author's own images in a coloring book (issue 28, decision 0125). They are uploaded as design
 * images (stored re-encoded as PNG under the owner's id), so a build can only name the member's
 * own uploads. The build request is checked for print resolution against the live area; the build
 * job reads the images and traces the ones asked for with sharp, whose work runs on libuv's
 * threads, never the event loop; the tool pool then embeds them in the PDF.
 */

type OwnImage = { name: string; trace: boolean };

function refuse(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", `${field}: ${message}`, {
    details: [{ path: field, message }],
  });
}

/**
 * The most stored image bytes one build may name. The build job holds every image (and a traced
 * copy of each traced one) in memory until the PDF is drawn; 100 MB is about ten full-page photos
 * at 300 DPI, or all 50 images as line art.
 */
export const OWN_IMAGES_MAX_TOTAL_BYTES = 100 * 1024 * 1024;

/** Pixels an image needs across a box of `pt` points to print at 300 DPI. */
const pixelsFor = (pt: number) => Math.ceil((pt / POINTS_PER_INCH) * OWN_IMAGE_DPI);

/**
 * Every image is the member's and prints at 300 DPI or better in `live` (points), the box each is
 * scaled to fit. Scaled to fit, an image fills one side of the box, so it is sharp enough when
 * either side has the pixels.
 */
export async function requireOwnImagesPrintable(
  storage: FileStorage,
  userId: string,
  images: readonly OwnImage[],
  live: { width: number; height: number },
  maxTotalBytes = OWN_IMAGES_MAX_TOTAL_BYTES,
): Promise<void> {
  const sharp = await loadSharp();
  const needWide = pixelsFor(live.width);
  const needTall = pixelsFor(live.height);
  let totalBytes = 0;
  for (const [index, image] of images.entries()) {
    const field = `images.${index}.name`;
    const bytes = await readDesignImage(storage, userId, image.name);
    if (!bytes) throw refuse(field, "This image is not one of your uploads; upload it again.");
    totalBytes += bytes.byteLength;
    if (totalBytes > maxTotalBytes) {
      throw refuse(
        "images",
        `These images add up to more than ${Math.round(maxTotalBytes / (1024 * 1024))} MB, the most one book can hold; use fewer, or smaller files.`,
      );
    }
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (width < needWide && height < needTall) {
      throw refuse(
        field,
        `This image is ${width} × ${height} pixels; to print at ${OWN_IMAGE_DPI} DPI on this page it needs at least ${needWide} pixels wide or ${needTall} pixels tall (scaled to fit).`,
      );
    }
  }
}

/**
 * Black line art from a photo or greyscale picture: flattened on white, evened out, softened so
 * texture does not read as edges, edge-detected, then thresholded and inverted to black lines.
 */
export async function traceToLineArt(png: Uint8Array): Promise<Uint8Array> {
  const sharp = await loadSharp();
  // Three passes: sharp runs threshold and negate early in its fixed order, before the filter.
  const edges = await sharp(png)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .normalise()
    .blur(1.2)
    .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] })
    .png()
    .toBuffer();
  const lines = await sharp(edges).threshold(32).png().toBuffer();
  return sharp(lines).negate({ alpha: false }).greyscale().png({ compressionLevel: 6 }).toBuffer();
}

/** The images a build draws, as PNG by image ref; a missing upload fails the build. */
export async function loadOwnImages(
  storage: FileStorage,
  userId: string,
  images: readonly OwnImage[],
): Promise<Record<string, Uint8Array>> {
  const loaded: Record<string, Uint8Array> = {};
  for (const image of images) {
    const ref = ownImageRef(image);
    if (loaded[ref]) continue;
    const bytes = await readDesignImage(storage, userId, image.name);
    if (!bytes) throw new Error(`The image ${image.name} of this build is gone`);
    loaded[ref] = image.trace ? await traceToLineArt(bytes) : bytes;
  }
  return loaded;
}
