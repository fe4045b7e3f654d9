import { z } from "zod";
import { textSchema } from "../../contracts/text";
import { MAX_ATTR_CHARS } from "./document";

/**
 * The writer's footnote box: the text a footnote node keeps, trimmed, within the document
 * check's cap on an attribute (the API refuses a longer one when the chapter is saved).
 */
export const footnoteFormSchema = z.object({
  text: textSchema()
    .trim()
    .min(1, "is required")
    .max(MAX_ATTR_CHARS, `must be at most ${MAX_ATTR_CHARS} characters`),
});
