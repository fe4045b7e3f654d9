import { coverPreflightQuerySchema } from "@inkforge/domain/books/preflight/check-cover-facts";
import { preflightExpectationsSchema } from "@inkforge/domain/books/preflight/check-pdf-facts";
import { z } from "zod";
import { MAX_FILE_MB } from "./form-parts";

/*
 * The preflight forms read by the check's own query contracts (loaded on the first check, so zod
 * is not in the page's first load), with the file: one PDF, within the size the check accepts.
 */

function pdfField(noun: string) {
  return z.custom<FileList | null | undefined>().transform((files, ctx) => {
    const file = files?.[0];
    if (!file) {
      ctx.addIssue({ code: "custom", message: `is required: choose your ${noun} PDF` });
      return z.NEVER;
    }
    if (file.size > MAX_FILE_MB * 1024 * 1024) {
      ctx.addIssue({
        code: "custom",
        message: `must be at most ${MAX_FILE_MB} MB: export it alone, or with images compressed for print`,
      });
      return z.NEVER;
    }
    return file;
  });
}

/** "" (any) is sent as no expectation. */
const optional = <T extends z.core.$ZodType<unknown, string | undefined>>(schema: T) =>
  z
    .string()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(schema);

export const interiorFormSchema = z.object({
  file: pdfField("interior"),
  trim: optional(preflightExpectationsSchema.shape.trim),
  paper: optional(preflightExpectationsSchema.shape.paper),
});

export const coverFormSchema = z.object({ file: pdfField("cover") }).and(coverPreflightQuerySchema);
