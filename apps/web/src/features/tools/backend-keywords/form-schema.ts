import {
  type BackendKeywordsInput,
  backendKeywordsInputSchema,
} from "@inkforge/domain/research/backend-keywords";
import { splitLines, splitSeeds } from "@inkforge/domain/text/split-lines";
import { z } from "zod";
import type { BackendKeywordsFormValues } from "./form";

/* The form's schema: loaded with the page's engine after the first paint (decision 0054). */

const MAX_SEEDS = 500;
const MAX_SEED_CHARS = 200;
const MAX_AUTHORS = 10;

/** A one-name-per-line field with the packer's limits, named in its own messages. */
function nameListField(label: string, maxNames: number) {
  return z
    .string()
    .refine((text) => splitLines(text).length <= maxNames, {
      message: `${label} take at most ${maxNames} names.`,
    })
    .refine((text) => splitLines(text).every((name) => name.length <= 150), {
      message: `${label} must be at most 150 characters each.`,
    });
}

function splitAuthors(text: string): string[] {
  return text
    .split(";")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

const { subtitle } = backendKeywordsInputSchema.shape;
const TITLE_REQUIRED = "Enter the book's title.";

export const backendKeywordsFormSchema = z
  .object({
    // Required once there are seeds (checked below), so a fresh page opens without an error.
    title: z.string().trim().max(200),
    subtitle,
    author: z
      .string()
      .refine((text) => splitAuthors(text).length <= MAX_AUTHORS, {
        message: `Author takes at most ${MAX_AUTHORS} names.`,
      })
      .refine((text) => splitAuthors(text).every((name) => name.length <= 150), {
        message: "Author names must be at most 150 characters each.",
      }),
    seeds: z
      .string()
      .refine((text) => splitSeeds(text).length <= MAX_SEEDS, {
        message: `Seed keywords take at most ${MAX_SEEDS} phrases.`,
      })
      .refine((text) => splitSeeds(text).every((phrase) => phrase.length <= MAX_SEED_CHARS), {
        message: `Each seed phrase must be at most ${MAX_SEED_CHARS} characters.`,
      }),
    otherAuthors: nameListField("Other authors", 200),
    trademarks: nameListField("Brands", 500),
  })
  .superRefine((values, context) => {
    if (values.title === "" && splitSeeds(values.seeds).length > 0)
      context.addIssue({ code: "custom", path: ["title"], message: TITLE_REQUIRED });
  })
  .transform(
    (values): BackendKeywordsInput => ({
      title: values.title,
      subtitle: values.subtitle,
      authors: splitAuthors(values.author),
      seedPhrases: splitSeeds(values.seeds),
      otherAuthors: splitLines(values.otherAuthors),
      trademarks: splitLines(values.trademarks),
    }),
  ) as unknown as z.ZodType<BackendKeywordsInput, BackendKeywordsFormValues>;
