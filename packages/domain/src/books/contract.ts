import { z } from "zod";

/* `GET /api/library/field-guide`: the bonus book's text, for its owner's read-aloud player. */

const blockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: z.string() }),
  z.object({ kind: z.literal("heading"), text: z.string() }),
  z.object({ kind: z.literal("list"), items: z.array(z.string()) }),
]);

export const bookChapterSchema = z.object({
  id: z.string(),
  number: z.number().int().positive(),
  title: z.string(),
  part: z.string(),
  source: z.string(),
  published: z.string(),
  blocks: z.array(blockSchema),
});

export const bookSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  author: z.string(),
  editionDate: z.string(),
  foreword: z.array(blockSchema),
  chapters: z.array(bookChapterSchema),
  /** The owner's download of the PDF (`/api/download/filestream/{id}`), when they hold it. */
  download_id: z.string().nullable(),
});
export type BookView = z.output<typeof bookSchema>;
