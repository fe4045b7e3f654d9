import {
  type CoverV2,
  readCoverJson,
  serialiseCover,
} from "@inkforge/domain/tools/book-cover-designer/cover-v2";
import { STORED_IMAGE_MAX_CHARS } from "@inkforge/domain/tools/book-cover-designer/design";
import type { MeasureText } from "@inkforge/domain/tools/book-cover-designer/layout";

/*
 * The cover kept in this browser's localStorage, one per account so two people sharing a
 * computer do not open each other's covers. Storage holds about 5 MB per site, so a large image
 * is left out of it (the downloaded design file keeps it). Covers are stored as version 2
 * (decision 0154); one saved by an older build under the version 1 key is converted on opening.
 */

export type SaveResult = "saved" | "saved-without-image" | "failed";

const keyFor = (userId: string) => `inkforge.book-cover-designer.v2.${userId}`;
const oldKeyFor = (userId: string) => `inkforge.book-cover-designer.v1.${userId}`;

export function loadStoredDesign(userId: string, measure: MeasureText): CoverV2 | null {
  try {
    const text =
      window.localStorage.getItem(keyFor(userId)) ?? window.localStorage.getItem(oldKeyFor(userId));
    if (!text) return null;
    const read = readCoverJson(text, measure);
    return read.ok ? read.cover : null;
  } catch {
    return null;
  }
}

export function storeDesign(userId: string, cover: CoverV2): SaveResult {
  const full = serialiseCover(cover);
  const attempts: [string, SaveResult][] =
    full.length <= STORED_IMAGE_MAX_CHARS ? [[full, "saved"]] : [];
  if (cover.image) {
    attempts.push([serialiseCover(cover, { withImage: false }), "saved-without-image"]);
  }
  for (const [text, result] of attempts) {
    try {
      window.localStorage.setItem(keyFor(userId), text);
      return result;
    } catch {
      // Over the quota: try again without the image.
    }
  }
  return "failed";
}
