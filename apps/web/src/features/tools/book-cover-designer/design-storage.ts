import {
  type Design,
  parseDesignJson,
  STORED_IMAGE_MAX_CHARS,
  serialiseDesign,
} from "@inkforge/domain/tools/book-cover-designer/design";

/*
 * The design kept in this browser's localStorage, one per account so two people sharing a
 * computer do not open each other's covers. Storage holds about 5 MB per site, so a large image
 * is left out of it (the downloaded design file keeps it).
 */

export type SaveResult = "saved" | "saved-without-image" | "failed";

const keyFor = (userId: string) => `inkforge.book-cover-designer.v1.${userId}`;

export function loadStoredDesign(userId: string): Design | null {
  try {
    const text = window.localStorage.getItem(keyFor(userId));
    if (!text) return null;
    const parsed = parseDesignJson(text);
    return parsed.ok ? parsed.design : null;
  } catch {
    return null;
  }
}

export function storeDesign(userId: string, design: Design): SaveResult {
  const full = serialiseDesign(design);
  const attempts: [string, SaveResult][] =
    full.length <= STORED_IMAGE_MAX_CHARS ? [[full, "saved"]] : [];
  if (design.image) {
    attempts.push([serialiseDesign(design, { withImage: false }), "saved-without-image"]);
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
