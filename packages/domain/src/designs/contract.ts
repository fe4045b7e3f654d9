import * as z from "zod/mini";

/*
 * Designs saved to a member's account (issue 31, decision 0113): a cover, an A+ page or a pattern
 * as one JSON document the page that made it reads back. The API stores the document as given
 * (each editor parses its own kind), so the contract only caps its size and shape: a plain object
 * whose images are keys from `POST /api/v1/designs/images`, never data URLs.
 *
 * zod/mini, because the editors parse these answers on the page (decision 0054).
 */

export const DESIGN_KINDS = ["cover", "a-plus", "pattern"] as const;
export type DesignKind = (typeof DESIGN_KINDS)[number];

/** The feature-matrix row whose availability caps how many designs of each kind a member keeps. */
export const DESIGN_CAPABILITY: Record<DesignKind, string> = {
  cover: "book-cover-designer",
  "a-plus": "a-plus-content-maker",
  pattern: "text-pattern-designer",
};

/** The catalogue tool whose use a saved design of each kind records (its points, issue 24). */
export const DESIGN_TOOL: Record<DesignKind, string> = {
  cover: "book-cover-designer",
  "a-plus": "a-plus-content-maker",
  pattern: "text-pattern-designer",
};

/** A document is layout, text and image keys; 256 KB of JSON is far more than any of them needs. */
export const DESIGN_DOCUMENT_MAX_CHARS = 256 * 1024;
/** Versions kept per design; autosave would otherwise grow the history without end. */
export const DESIGN_VERSIONS_KEPT = 30;
export const DESIGN_NAME_MAX = 120;

export const designKindField = z.enum(DESIGN_KINDS, {
  error: `kind must be one of ${DESIGN_KINDS.join(", ")}`,
});

export const designNameField = z
  .string({ error: "name must be text" })
  .check(
    z.trim(),
    z.minLength(1, "name is required"),
    z.maxLength(DESIGN_NAME_MAX, `name must be at most ${DESIGN_NAME_MAX} characters`),
  );

export const designDocumentField = z
  .record(z.string(), z.unknown(), { error: "document must be an object" })
  .check(
    z.refine((value) => JSON.stringify(value).length <= DESIGN_DOCUMENT_MAX_CHARS, {
      error: `document must be at most ${DESIGN_DOCUMENT_MAX_CHARS / 1024} KB of JSON; upload images instead of embedding them`,
    }),
    z.refine((value) => !/"data:[a-z]+\/[a-z0-9.+-]+;base64,/i.test(JSON.stringify(value)), {
      error: "document must not embed images; upload them to /api/v1/designs/images",
    }),
  );

export const createDesignInputSchema = z.object({
  kind: designKindField,
  name: designNameField,
  document: designDocumentField,
});
export type CreateDesignInput = z.infer<typeof createDesignInputSchema>;

export const updateDesignInputSchema = z.object({
  name: z.optional(designNameField),
  document: designDocumentField,
  /**
   * The version the editor started from. A save from an older version (another browser saved in
   * between) answers 409 rather than silently overwriting that work.
   */
  baseVersion: z.int({ error: "baseVersion must be a whole number" }).check(z.minimum(1)),
  /** An autosave replaces the newest autosaved version instead of adding one. */
  autosave: z.optional(z.boolean({ error: "autosave must be true or false" })),
});
export type UpdateDesignInput = z.infer<typeof updateDesignInputSchema>;

export const duplicateDesignInputSchema = z.object({ name: z.optional(designNameField) });

export const designSummarySchema = z.object({
  id: z.string(),
  kind: designKindField,
  name: z.string(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DesignSummary = z.infer<typeof designSummarySchema>;

export const designSchema = z.object({
  ...designSummarySchema.shape,
  document: z.record(z.string(), z.unknown()),
});
export type SavedDesign = z.infer<typeof designSchema>;

export const designListSchema = z.object({
  designs: z.array(designSummarySchema),
  /** Designs of the listed kind the member may keep; null for no limit. */
  limit: z.nullable(z.number()),
});

export const designVersionSchema = z.object({
  version: z.number(),
  name: z.string(),
  autosave: z.boolean(),
  savedAt: z.string(),
});
export const designVersionListSchema = z.object({ versions: z.array(designVersionSchema) });

/** Images are stored per owner under random names: `designs/<user id>/<24 hex>.png`. */
export const DESIGN_IMAGE_NAME = /^[0-9a-f]{24}\.png$/;
export const designImageSchema = z.object({
  name: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
});
