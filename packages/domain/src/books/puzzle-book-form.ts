import * as z from "zod/mini";
import { BINDINGS, type Binding, listPaperTypes, listTrimSizes, TRIM_IDS } from "../kdp/trim-sizes";
import { SUDOKU_LEVELS, type SudokuSize } from "../puzzles/sudoku/sudoku-rules";
import { findPuzzleTypeRules } from "../puzzles/type-rules";
import { DIFFICULTIES, type Difficulty } from "../puzzles/types";
import { checkWordList } from "../puzzles/words/word-list";
import { PUZZLE_MAIN_OPTIONS, type SectionOptionKey } from "./puzzle-book-choices";
import {
  MAX_PUZZLES_PER_BOOK,
  MAX_PUZZLES_PER_SECTION,
  MAX_SECTIONS,
  type PuzzleBookRequest,
  puzzleBookRequestSchema,
} from "./puzzle-book-request";

/*
 * The puzzle book maker's form (issue 27): every value is a string, as typed, and this reads them
 * into the request the build API takes, naming the field of every problem ("sections.1.words"), so
 * the page puts each message under its field. The build API checks the same request again. It
 * reads the types' rules (puzzles/type-rules.ts), not the registry: the page loads this file in
 * the browser, and the registry brings every generator with it.
 */

export type PuzzleSectionFormValues = {
  type: string;
  difficulty: string;
  count: string;
  size: string;
  theme: string;
  words: string;
  shape: string;
};

export type PuzzleBookFormValues = {
  title: string;
  subtitle: string;
  author: string;
  /** "paperback" or "hardcover"; absent in a form saved before hardcover was offered. */
  binding?: string;
  trim: string;
  paper: string;
  largePrint: string;
  answerKey: string;
  howToPlay: string;
  pageNumbers: string;
  headers: string;
  seed: string;
  sections: PuzzleSectionFormValues[];
};

export type FormIssue = { path: string; message: string };

export type ReadPuzzleBookForm =
  | { ok: true; request: PuzzleBookRequest }
  | { ok: false; issues: FormIssue[] };

const SEED_PATTERN = /^[\w-]{1,40}$/;

/** An own word list as typed: one per line or separated by commas. */
export function splitWordList(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((word) => word.trim())
    .filter((word) => word !== "");
}

function readSection(
  section: PuzzleSectionFormValues,
  index: number,
  issues: FormIssue[],
): PuzzleBookRequest["sections"][number] | null {
  const at = (field: string) => `sections.${index}.${field}`;
  const before = issues.length;
  const type = findPuzzleTypeRules(section.type);
  if (!type) {
    issues.push({ path: at("type"), message: "Choose a puzzle type from the list." });
    return null;
  }
  const count = /^\d+$/.test(section.count.trim()) ? Number(section.count) : Number.NaN;
  if (!Number.isInteger(count) || count < 1 || count > MAX_PUZZLES_PER_SECTION) {
    issues.push({
      path: at("count"),
      message: `Enter how many puzzles: a whole number from 1 to ${MAX_PUZZLES_PER_SECTION}.`,
    });
  }
  const options: Record<string, unknown> = {};
  for (const option of PUZZLE_MAIN_OPTIONS[type.id] ?? []) {
    const value = section[option.key as SectionOptionKey].trim();
    if (option.key === "words") continue;
    if (!option.choices.some((choice) => choice.value === value)) {
      issues.push({ path: at(option.key), message: `Choose a ${option.label.toLowerCase()}.` });
      continue;
    }
    options[option.key] = option.key === "size" ? Number(value) : value;
  }
  const wordsOption = (PUZZLE_MAIN_OPTIONS[type.id] ?? []).find((o) => o.key === "words");
  const ownWords = splitWordList(section.words);
  if (wordsOption && wordsOption.key === "words" && ownWords.length > 0) {
    const maxLength =
      wordsOption.maxLength === "size" ? Number(options.size ?? 0) : wordsOption.maxLength;
    const checked = checkWordList(ownWords, {
      minLength: 3,
      maxLength,
      maxWords: wordsOption.maxWords,
      refuseInsideAnother: type.id === "word-search",
    });
    const first = checked.problems[0];
    if (first) {
      issues.push({ path: at("words"), message: `${first.message}.` });
    } else if (checked.words.length < 3) {
      issues.push({ path: at("words"), message: "Give at least 3 words, or leave it empty." });
    } else {
      options.words = checked.words;
      if (type.id === "word-search") options.wordCount = checked.words.length;
    }
  }

  const difficulty = section.difficulty as Difficulty;
  const levels =
    type.id === "sudoku" && typeof options.size === "number"
      ? SUDOKU_LEVELS[options.size as SudokuSize]
      : type.difficulties;
  if (!(DIFFICULTIES as readonly string[]).includes(difficulty) || !levels.includes(difficulty)) {
    issues.push({
      path: at("difficulty"),
      message: `${type.name}${type.id === "sudoku" && options.size ? ` ${options.size} × ${options.size}` : ""} comes in ${levels.join(", ")}.`,
    });
  }
  if (issues.length > before) return null;

  // The type's own schema has the last word on its options (ranges the form cannot offer wrong).
  const parsed = type.options.safeParse({ ...options, difficulty });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? "");
    const field = ["size", "theme", "words", "shape", "difficulty"].includes(key)
      ? key
      : key === "wordCount"
        ? "words"
        : "type";
    issues.push({ path: at(field), message: "This choice is not offered for this puzzle type." });
    return null;
  }
  return { type: type.id, difficulty, count, options };
}

/** The form's values as a build request, or every problem with the field it belongs to. */
export function readPuzzleBookForm(values: PuzzleBookFormValues): ReadPuzzleBookForm {
  const issues: FormIssue[] = [];
  const title = values.title.trim();
  if (title === "") issues.push({ path: "title", message: "Enter the book's title." });
  else if (title.length > 120)
    issues.push({ path: "title", message: "The title can be at most 120 characters." });
  if (values.subtitle.trim().length > 160)
    issues.push({ path: "subtitle", message: "The subtitle can be at most 160 characters." });
  const author = values.author.trim();
  if (author === "")
    issues.push({ path: "author", message: "Enter the author's name as it goes on the cover." });
  else if (author.length > 80)
    issues.push({ path: "author", message: "The author's name can be at most 80 characters." });
  const binding = (values.binding ?? "paperback") as Binding;
  const bindingOk = (BINDINGS as readonly string[]).includes(binding);
  if (!bindingOk) issues.push({ path: "binding", message: "Choose paperback or hardcover." });
  const trimOk = (TRIM_IDS as readonly string[]).includes(values.trim);
  if (!trimOk) issues.push({ path: "trim", message: "Choose one of KDP's trim sizes." });
  else if (bindingOk && !listTrimSizes(binding).some((trim) => trim.id === values.trim)) {
    issues.push({
      path: "trim",
      message: `KDP does not print a ${binding} in this trim size; choose one of ${listTrimSizes(
        binding,
      )
        .map((trim) => trim.id)
        .join(", ")}.`,
    });
  } else if (
    bindingOk &&
    !(listPaperTypes(values.trim, binding) as string[]).includes(values.paper)
  ) {
    issues.push({
      path: "paper",
      message: `KDP does not print a ${binding} in this trim size on this paper.`,
    });
  }
  if (!SEED_PATTERN.test(values.seed.trim())) {
    issues.push({
      path: "seed",
      message: "The seed is 1 to 40 letters, digits, hyphens or underscores.",
    });
  }
  if (values.sections.length === 0) {
    issues.push({ path: "sections", message: "Add at least one section of puzzles." });
  } else if (values.sections.length > MAX_SECTIONS) {
    issues.push({ path: "sections", message: `A book has at most ${MAX_SECTIONS} sections.` });
  }
  const sections = values.sections.map((section, index) => readSection(section, index, issues));
  const total = sections.reduce((sum, section) => sum + (section?.count ?? 0), 0);
  if (total > MAX_PUZZLES_PER_BOOK) {
    issues.push({
      path: "sections",
      message: `A book holds at most ${MAX_PUZZLES_PER_BOOK} puzzles; these sections ask for ${total}.`,
    });
  }
  if (issues.length > 0) return { ok: false, issues };

  const parsed = puzzleBookRequestSchema.safeParse({
    title,
    ...(values.subtitle.trim() ? { subtitle: values.subtitle.trim() } : {}),
    author,
    trim: values.trim,
    binding,
    paper: values.paper,
    largePrint: values.largePrint === "true",
    answerKey: values.answerKey === "true",
    howToPlay: values.howToPlay === "true",
    pageNumbers: values.pageNumbers === "true",
    headers: values.headers === "true",
    seed: values.seed.trim(),
    sections,
  });
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join(".") || "sections",
        message: "This value is not accepted.",
      })),
    };
  }
  return { ok: true, request: parsed.data };
}

/** The same reading as a schema, for the form's resolver: each issue carries its field's path. */
export const puzzleBookFormSchema = z.pipe(
  z.custom<PuzzleBookFormValues>(
    (value) => typeof value === "object" && value !== null && "sections" in value,
  ),
  z.transform((values, payload): PuzzleBookRequest => {
    const read = readPuzzleBookForm(values);
    if (read.ok) return read.request;
    for (const issue of read.issues) {
      payload.issues.push({
        code: "custom",
        path: issue.path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: issue.message,
        input: values,
      });
    }
    return z.NEVER;
  }),
);

/**
 * A free member's sample of the request: the same book cut to its first `max` puzzles, so each
 * puzzle is the one the full book has in that place (puzzle seeds follow section and position).
 */
export function toSampleRequest(request: PuzzleBookRequest, max: number): PuzzleBookRequest {
  let left = max;
  const sections = request.sections.flatMap((section) => {
    if (left <= 0) return [];
    const count = Math.min(section.count, left);
    left -= count;
    return [{ ...section, count }];
  });
  return { ...request, sections };
}
