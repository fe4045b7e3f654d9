import { suggestionsRequestSchema } from "@inkforge/domain/research/api-contract";
import { z } from "zod";

/** The topic form read by the research API's suggestions contract (loaded on the first fetch). */
export const seedsFormSchema = suggestionsRequestSchema.extend({
  seed: z
    .string()
    .transform((seed) => seed.trim())
    .pipe(suggestionsRequestSchema.shape.seed),
});
