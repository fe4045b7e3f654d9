import { pageDataSchema } from "@inkforge/domain/book-project/board";
import { dateField } from "@inkforge/domain/book-project/contract";
import * as z from "zod/mini";

/*
 * The board's card forms read by the pages contract (loaded on the first save or add): an empty
 * due date clears it.
 */

export const cardFormSchema = z.object({
  notes: pageDataSchema.shape.notes._zod.def.innerType,
  dueDate: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string): string | null => (value === "" ? null : value)),
    ),
    z.nullable(dateField("Due date")),
  ),
});

export const addCardFormSchema = z.object({ title: pageDataSchema.shape.title });
