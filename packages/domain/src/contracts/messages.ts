import type { z } from "zod";

/*
 * Validation messages people read. zod's defaults ("Too big: expected string to have <=254
 * characters") are written for developers; these functions turn an issue, or a message that came
 * back from the API, into one sentence that names the field. The web forms and the API's
 * validation details both use them, so a rule reads the same wherever it is broken.
 */

export const VALID_EMAIL_MESSAGE = "Enter a valid email address, like name@example.com.";

/** The issue fields these sentences need; a zod 4 issue has them all. */
export type IssueLike = {
  code: string;
  message?: string;
  origin?: string;
  format?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  input?: unknown;
};

function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return trimmed;
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

function unitOf(origin: string | undefined, count: number): string {
  const singular = count === 1;
  switch (origin) {
    case "string":
      return singular ? "character" : "characters";
    case "array":
    case "set":
      return singular ? "item" : "items";
    case "file":
      return singular ? "byte" : "bytes";
    default:
      return "";
  }
}

function limitSentence(
  label: string,
  bound: "most" | "least",
  limit: number,
  inclusive: boolean,
  origin: string | undefined,
): string {
  if (origin === "string" && bound === "least" && limit <= 1 && inclusive) {
    return `${label} is required.`;
  }
  const unit = unitOf(origin, limit);
  if (unit === "") {
    const relation =
      bound === "most"
        ? inclusive
          ? "at most"
          : "less than"
        : inclusive
          ? "at least"
          : "more than";
    return `${label} must be ${relation} ${limit}.`;
  }
  const relation = inclusive ? `at ${bound}` : bound === "most" ? "fewer than" : "more than";
  return `${label} must be ${relation} ${limit} ${unit}.`;
}

/** A predicate written by a contract ("must be at least 8 characters", "is required"). */
function isPredicate(message: string | undefined): message is string {
  return message !== undefined && /^(must|is|are|can|should|has|needs|cannot)\b/.test(message);
}

/**
 * The sentence for one zod issue on the field labelled `label`. A contract's own predicate
 * ("must be a web address") wins; zod's built-in codes get our wording.
 */
export function describeIssue(issue: IssueLike, label: string): string {
  if (isPredicate(issue.message)) return sentence(`${label} ${issue.message}`);
  switch (issue.code) {
    case "too_big":
      return limitSentence(
        label,
        "most",
        Number(issue.maximum),
        issue.inclusive !== false,
        issue.origin,
      );
    case "too_small":
      return limitSentence(
        label,
        "least",
        Number(issue.minimum),
        issue.inclusive !== false,
        issue.origin,
      );
    case "invalid_format":
      // An empty box is missing, not malformed.
      if (issue.input === "") return `${label} is required.`;
      if (issue.format === "email") return VALID_EMAIL_MESSAGE;
      if (issue.format === "url") return `${label} must be a web address starting with https://`;
      return `${label} is not in the right format.`;
    case "invalid_type":
      return issue.input === undefined || issue.input === null || issue.input === ""
        ? `${label} is required.`
        : `${label} is not valid.`;
    case "invalid_value":
      return `${label} must be one of the offered choices.`;
    default:
      return issue.message && !/^(Invalid input|Too (big|small):)/.test(issue.message)
        ? humanizeMessage(label, issue.message)
        : `${label} is not valid.`;
  }
}

/**
 * The same sentences from a message alone, for validation details that arrive as text (from the
 * API or another validator): zod's and Ajv's default wording is recognised and rewritten.
 */
export function humanizeMessage(label: string, message: string): string {
  const text = message.trim();
  if (/^invalid email/i.test(text) || /must match format "email"/.test(text)) {
    return VALID_EMAIL_MESSAGE;
  }
  if (/^invalid url/i.test(text) || /must match format "uri"/.test(text)) {
    return `${label} must be a web address starting with https://`;
  }
  const zodLimit = /^Too (big|small): expected (\w+) to (?:have|be) ([<>]=?)(\d+)/.exec(text);
  if (zodLimit) {
    const [, size, origin, relation, limit] = zodLimit;
    return limitSentence(
      label,
      size === "big" ? "most" : "least",
      Number(limit),
      relation?.endsWith("=") ?? true,
      origin === "number" ? "number" : origin,
    );
  }
  const ajvLimit = /^must (NOT have (more|fewer) than) (\d+) characters/.exec(text);
  if (ajvLimit) {
    return limitSentence(
      label,
      ajvLimit[2] === "more" ? "most" : "least",
      Number(ajvLimit[3]),
      true,
      "string",
    );
  }
  if (/^Invalid input: expected \w+, received (undefined|null)/.test(text)) {
    return `${label} is required.`;
  }
  if (/^must have required property/.test(text)) return `${label} is required.`;
  if (/^Invalid input/.test(text)) return `${label} is not valid.`;
  if (/^[a-z]/.test(text)) return sentence(`${label} ${text}`);
  return sentence(text);
}

/** "newPassword" → "New password": a fallback label for a field without one. */
export function labelFromFieldName(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words === "" ? "This field" : words[0]!.toUpperCase() + words.slice(1);
}

/** Field name → sentence for every issue of a failed parse (the first issue per field wins). */
export function describeZodIssues(
  issues: readonly z.core.$ZodIssue[],
  labels: Record<string, string> = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= describeIssue(issue as IssueLike, labels[field] ?? labelFromFieldName(field));
  }
  return errors;
}
