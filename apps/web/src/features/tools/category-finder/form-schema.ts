import { categoryFinderQuerySchema } from "@inkforge/domain/research/category-finder";
import { z } from "zod";

/**
 * The finder's form read by the API's own query contract (loaded on the first search, so zod is
 * not in the page's first load): the field of the chosen mode is sent, the other is not.
 */
export const categoryFinderFormSchema = z
  .object({
    mode: z.enum(["words", "asin"]),
    words: z.string(),
    asin: z.string(),
    domain: z.string(),
  })
  .transform(
    ({ mode, words, asin, domain }): z.input<typeof categoryFinderQuerySchema> =>
      mode === "asin" ? { domain, asin } : { domain, words },
  )
  .pipe(categoryFinderQuerySchema);
