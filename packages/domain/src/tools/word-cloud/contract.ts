import { z } from "zod";

/** `POST /api/tools/word-frequencies` answer. */
export const wordFrequenciesResultSchema = z.object({
  words: z.array(z.object({ word: z.string(), count: z.number().int() })),
  totalTokens: z.number().int(),
  distinctWords: z.number().int(),
  stopWordsRemoved: z.number().int(),
});
