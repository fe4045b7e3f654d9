import { z } from "zod";

/**
 * Text checks every contract shares (decision 0029). PostgreSQL cannot store U+0000 in text or
 * jsonb, so a NUL byte must be refused as bad input before it reaches a query; names shown to
 * other people must not carry characters that reorder or hide what is displayed.
 */

export const NUL_CHARACTER_MESSAGE = "must not contain NUL (\\u0000) characters";

/** Whether a string holds U+0000. */
export function hasNulCharacter(text: string): boolean {
  return text.includes("\u0000");
}

export const ILL_FORMED_TEXT_MESSAGE =
  "must be well-formed Unicode text (a lone UTF-16 surrogate was found)";

/**
 * With the `u` flag a surrogate pair is one code point, so this matches only a surrogate without
 * its partner. Such a string has no UTF-8 form: PostgreSQL refuses it in jsonb (a 500) and turns
 * it into U+FFFD in text, silently changing what was sent.
 */
const loneSurrogatePattern = /[\uD800-\uDFFF]/u;

/** Whether a string is well-formed UTF-16 (no lone surrogate), as `String#isWellFormed`. */
export function isWellFormedText(text: string): boolean {
  return !loneSurrogatePattern.test(text);
}

/** Why free text cannot be stored as sent, or undefined when it can. */
export function findTextProblem(text: string): string | undefined {
  if (hasNulCharacter(text)) return NUL_CHARACTER_MESSAGE;
  if (!isWellFormedText(text)) return ILL_FORMED_TEXT_MESSAGE;
  return undefined;
}

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the
 * implicit marks (U+200E, U+200F, U+061C): they make a name read differently from what it is.
 */
const bidiControlPattern = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/** Zero-width and invisible characters: space, joiners, word joiner, BOM, soft hyphen. */
const invisiblePattern = /[\u200B-\u200D\u2060-\u2064\uFEFF\u00AD\u180E]/;
/** C0 and C1 control characters (tab, newline, NUL…). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const controlPattern = /[\u0000-\u001F\u007F-\u009F]/;

/** Controls a multi-line text keeps: tab, line feed, carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const controlExceptLineBreaksPattern = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Why text shown to other people is refused, or undefined when it is fine: one rule for
 * usernames and comments (issue 24). A single-line text (a name) refuses every control
 * character; a multi-line one (a comment) keeps tabs and line breaks. Both refuse bidirectional
 * controls and invisible characters, which make text read differently from what it is.
 */
export function findShownTextProblem(
  text: string,
  { multiline = false }: { multiline?: boolean } = {},
): string | undefined {
  if (!isWellFormedText(text)) return ILL_FORMED_TEXT_MESSAGE;
  if ((multiline ? controlExceptLineBreaksPattern : controlPattern).test(text)) {
    return "must not contain control characters";
  }
  if (bidiControlPattern.test(text)) return "must not contain bidirectional control characters";
  if (invisiblePattern.test(text)) return "must not contain zero-width or invisible characters";
  return undefined;
}

/** Why a display name is refused, or undefined when it is fine. */
export function findDisplayNameProblem(name: string): string | undefined {
  return findShownTextProblem(name);
}

/**
 * Multi-line text other people see (a comment): trimmed, `min`–`max` characters, by the same
 * rule as names except that line breaks and tabs are kept.
 */
export function shownTextSchema({ min = 1, max }: { min?: number; max: number }) {
  return z
    .string()
    .trim()
    .min(min, min === 1 ? "is required" : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const problem = findShownTextProblem(value, { multiline: true });
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
    });
}

/**
 * Free text: a string without NUL and without lone surrogates. Chain `.trim()`, `.min()`, `.max()`
 * after it as usual.
 */
export function textSchema() {
  return z.string().superRefine((value, ctx) => {
    const problem = findTextProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
  });
}

/** A name other people see: visible characters only, trimmed, `min`–`max` characters. */
export function displayNameSchema({ min = 1, max }: { min?: number; max: number }) {
  return z
    .string()
    .trim()
    .min(min, min === 1 ? "is required" : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const problem = findDisplayNameProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
    });
}

/**
 * Characters that have no business in a URL we put into `src`/`href` attributes or CSS: quotes,
 * angle brackets, backslashes, whitespace and controls. Browsers would percent-encode them; a
 * stored URL with them is an injection attempt or a mistake.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const unsafeUrlCharacterPattern = /["'`<>\\\s\u0000-\u001F\u007F]/;

const httpUrlSchema = z.url({ protocol: /^https?$/ });

function isHttpUrl(value: string): boolean {
  return httpUrlSchema.safeParse(value).success;
}

/**
 * An absolute http(s) URL of at most `max` characters, without quotes or other unsafe characters;
 * with `allowEmpty`, "" too (a form's way to say "none").
 */
export function safeHttpUrlSchema({
  max,
  allowEmpty = false,
}: {
  max: number;
  allowEmpty?: boolean;
}) {
  return z.string().superRefine((value, ctx) => {
    if (allowEmpty && value === "") return;
    const message =
      value.length > max
        ? `must be at most ${max} characters`
        : unsafeUrlCharacterPattern.test(value)
          ? "must not contain quotes, angle brackets, backslashes or spaces"
          : isHttpUrl(value)
            ? undefined
            : "must be an http(s) URL";
    if (message) ctx.addIssue({ code: "custom", message, input: value });
  });
}

/** 8-4-4-4-12 hexadecimal digits, any version (the form PostgreSQL's uuid type prints). */
const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Whether a string is a UUID that a uuid column accepts. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** An id stored in a uuid column: anything else is a 400 naming the field, never a query error. */
export const uuidSchema = z.string().trim().regex(uuidPattern, "must be a UUID");
