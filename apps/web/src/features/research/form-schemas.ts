import {
  reverseLookupRequestSchema,
  suggestionsRequestSchema,
} from "@inkforge/domain/research/api-contract";
import { z } from "zod";

/*
 * The research tabs' forms read by the research API's own request contracts, loaded on the first
 * submit so zod is not in the workspace's first load.
 */

export const suggestionsFormSchema = suggestionsRequestSchema.extend({
  seed: z
    .string()
    .transform((seed) => seed.trim())
    .pipe(suggestionsRequestSchema.shape.seed),
});

export const lookupFormSchema = reverseLookupRequestSchema;
