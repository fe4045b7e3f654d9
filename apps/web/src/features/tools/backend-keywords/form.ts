import {
  BACKEND_KEYWORD_BOX_CHARS,
  type BackendKeywordsInput,
  type BackendKeywordsResult,
  backendKeywordsInputSchema,
  type RemovedWordReason,
} from "@inkforge/domain/research/backend-keywords";
import { z } from "zod";

/*
 * The form's URL strings and how they become the packer's input. Seed phrases are one per line in
 * the textarea; a link from another tool may send them as `?seeds=a|b|c`, so "|" separates too
 * (no keyword needs a pipe). Co-authors share the author field, separated by ";".
 */

export const BACKEND_KEYWORDS_DEFAULTS = {
  title: "",
  subtitle: "",
  author: "",
  seeds: "",
  otherAuthors: "",
  trademarks: "",
};
export type BackendKeywordsFormValues = typeof BACKEND_KEYWORDS_DEFAULTS;

const MAX_SEEDS = 500;
const MAX_SEED_CHARS = 200;
const MAX_AUTHORS = 10;

export function splitSeeds(text: string): string[] {
  return text
    .split(/[\n|]/)
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== "");
}

function splitLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

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

export const REMOVED_REASON_TEXT: Record<RemovedWordReason, string> = {
  "in-title": "already in the title",
  "in-subtitle": "already in the subtitle",
  "in-author": "already in the author name",
  "stop-word": "a stop word Amazon ignores",
  duplicate: "a plural or variant of a word already placed",
};

export const UNPLACED_REASON_TEXT: Record<
  BackendKeywordsResult["unplaced"][number]["reason"],
  string
> = {
  "no-room": "no room left in the 7 boxes",
  "too-long": `longer than ${BACKEND_KEYWORD_BOX_CHARS} characters`,
};

export const COVERAGE_STATUS_TEXT: Record<
  BackendKeywordsResult["coverage"]["phrases"][number]["status"],
  string
> = {
  covered: "Covered",
  partial: "Partly covered",
  uncovered: "Not covered",
  "nothing-to-place": "Nothing to place",
};

/** The boxes as KDP's form takes them: one per line, empty boxes kept so the lines stay aligned. */
export function formatAllBoxes(boxes: readonly string[]): string {
  return boxes.join("\n");
}
