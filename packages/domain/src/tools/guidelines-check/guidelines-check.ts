import * as z from "zod/mini";
import { BUILT_IN_RULE_TERMS, type KeywordRuleId } from "../../research/keyword-rules";
import { DESCRIPTION_MAX, KEYWORD_BOX_MAX, KEYWORD_SLOTS, TITLE_SUBTITLE_MAX } from "./limits";

/*
 * KDP listing guidelines checker (kdp-facts §5). Flags what KDP's metadata guidelines say risks a
 * rejection ("error") or wastes the listing ("warning"), with the exact span so the page can
 * highlight it. Behind POST /api/tools/guidelines-check and on /kdp-guidelines-checker.
 */

export const GUIDELINE_SOURCES = {
  metadata: "KDP Metadata Guidelines for Books (G201097560)",
  titleLimit: "KDP Metadata Guidelines: title + subtitle at most 200 characters (GW7J4WEKBVU25YEC)",
  keywords: "KDP keywords help page (G201298500)",
  keywordLength:
    "50 characters per keyword box, widely reported (vappingo, kdpeasy); KDP G201298500",
  description: "KDP description help page (G201189630)",
  author: "KDP author name guidance (G2BWJN2BY98T5PV2)",
} as const;

export { DESCRIPTION_MAX, KEYWORD_BOX_MAX, KEYWORD_SLOTS, TITLE_SUBTITLE_MAX };
export const ALLOWED_DESCRIPTION_TAGS = [
  "br",
  "p",
  "b",
  "em",
  "i",
  "u",
  "h4",
  "h5",
  "h6",
  "ol",
  "ul",
  "li",
];

const text = (max: number) =>
  z.string().check(z.maxLength(max * 4, `Must be at most ${max * 4} characters`));

export const guidelinesCheckInputSchema = z.object({
  title: text(TITLE_SUBTITLE_MAX),
  subtitle: z.optional(text(TITLE_SUBTITLE_MAX)),
  series: z.optional(text(TITLE_SUBTITLE_MAX)),
  author: text(TITLE_SUBTITLE_MAX),
  description: z.optional(text(DESCRIPTION_MAX)),
  keywords: z.optional(
    z
      .array(text(KEYWORD_BOX_MAX))
      .check(z.maxLength(KEYWORD_SLOTS, `At most ${KEYWORD_SLOTS} keywords`)),
  ),
});
export type GuidelinesCheckInput = z.infer<typeof guidelinesCheckInputSchema>;

export type FindingSeverity = "error" | "warning" | "info";
/** `keywords.0` … `keywords.6` name one keyword box. */
export type FindingField =
  | "title"
  | "subtitle"
  | "series"
  | "author"
  | "description"
  | `keywords.${number}`;

export const guidelineFindingSchema = z.object({
  severity: z.enum(["error", "warning", "info"]),
  field: z.string(),
  rule: z.string(),
  message: z.string(),
  text: z.string(),
  start: z.int(),
  end: z.int(),
  source: z.string(),
});
export type GuidelineFinding = z.infer<typeof guidelineFindingSchema>;
export const guidelinesCheckResultSchema = z.object({ findings: z.array(guidelineFindingSchema) });
export type GuidelinesCheckResult = z.infer<typeof guidelinesCheckResultSchema>;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const termPattern = (words: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join("[\\s-]+")}(?![\\p{L}\\p{N}])`,
    "giu",
  );

/** Word lists shared with the keyword packer (research/keyword-rules.ts), plus "#1". */
function termsFor(rule: KeywordRuleId): RegExp[] {
  return BUILT_IN_RULE_TERMS.filter((term) => term.rule === rule).map((term) =>
    termPattern(term.words),
  );
}
const SALES_RANK = [...termsFor("sales-rank-claim"), /#\s?1(?!\d)/g];
const PROMOTION = termsFor("promotion");
const PROGRAM_NAMES = termsFor("program-name");
const QUALITY = termsFor("quality-claim");
const TIME_BOUND = termsFor("time-bound");
const GENERIC = termsFor("generic");
const PRICE = [
  /[$€£¥]\s?\d+(?:[.,]\d{1,2})?/g,
  /\d+(?:[.,]\d{1,2})?\s?(?:USD|EUR|GBP|dollars?|cents?)\b/gi,
  /\b(?:on sale|limited time|buy now|order now|discount(?:ed)?|sale price|price drop)\b/gi,
];
const URL = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|co|uk|de)\b(?:\/\S*)?/gi;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;
const PHONE = /(?<!\d)\+?\d[\d\s().-]{7,}\d(?!\d)/g;
const REVIEW_REQUEST =
  /\b(?:leave|write|post) (?:a |an )?(?:honest )?review\b|\breviews? (?:say|praise)\b/gi;
const HTML_TAG = /<\/?([a-z][a-z0-9]*)\b[^>]*>/gi;
const PUNCTUATION_RUN = /([!?.*~$])\1{2,}|[!?]{3,}/g;
const ALL_CAPS_WORD = /\b\p{Lu}{4,}\b/gu;
const PLACEHOLDER =
  /^\s*(?:unknown|n\/?a|blank|none|null|not applicable|tbd|tba|untitled|title|placeholder|test|lorem ipsum.*|xxx+)\s*$/i;
const QUOTES = /["“”„«»]|(?<![\p{L}])'|'(?![\p{L}])/gu;
const TRIM_SIZE = /\b\d+(?:\.\d+)?\s?(?:x|×|by)\s?\d+(?:\.\d+)?\s?(?:in(?:ch(?:es)?)?|cm|")?/gi;
const BOXED_SET = /\b(?:boxed set|box set|bundle)\b/gi;
const EMOJI = /\p{Extended_Pictographic}/gu;
const AUTHOR_EXTRAS =
  /[|:;!?#@*/\\<>[\]{}=+_~^]|\b(?:author of|bestselling|books?|novels?|series|kindle)\b/gi;

type Rule = { rule: string; severity: FindingSeverity; message: string; source: string };

function matchAll(
  field: string,
  value: string,
  patterns: readonly RegExp[],
  rule: Rule,
): GuidelineFinding[] {
  const findings: GuidelineFinding[] = [];
  for (const pattern of patterns) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
    );
    for (const match of value.matchAll(global)) {
      const start = match.index ?? 0;
      if (match[0].length === 0) continue;
      findings.push({ ...rule, field, text: match[0], start, end: start + match[0].length });
    }
  }
  return findings;
}

const whole = (field: string, value: string, rule: Rule): GuidelineFinding => ({
  ...rule,
  field,
  text: value,
  start: 0,
  end: value.length,
});

const M = GUIDELINE_SOURCES;

function checkTitleLike(field: "title" | "subtitle" | "series", value: string): GuidelineFinding[] {
  if (value.trim() === "") return [];
  const findings: GuidelineFinding[] = [
    ...matchAll(field, value, SALES_RANK, {
      rule: "sales-rank-claim",
      severity: "error",
      message: 'Sales-rank claims ("bestseller", "#1") are not allowed.',
      source: M.metadata,
    }),
    ...matchAll(field, value, PROMOTION, {
      rule: "promotion",
      severity: "error",
      message: 'Promotions ("free", "discount") are not allowed.',
      source: M.metadata,
    }),
    ...matchAll(field, value, PRICE, {
      rule: "price",
      severity: "error",
      message: "Prices and sales are not allowed.",
      source: M.metadata,
    }),
    ...matchAll(field, value, PROGRAM_NAMES, {
      rule: "program-name",
      severity: "error",
      message: "Amazon program names (Kindle Unlimited, KDP Select) are not allowed.",
      source: M.metadata,
    }),
    ...matchAll(field, value, [HTML_TAG], {
      rule: "html",
      severity: "error",
      message: "HTML tags are not allowed here.",
      source: M.metadata,
    }),
    ...matchAll(field, value, [URL], {
      rule: "url",
      severity: "error",
      message: "Web addresses are not allowed.",
      source: M.metadata,
    }),
    ...matchAll(field, value, [TRIM_SIZE], {
      rule: "physical-properties",
      severity: "error",
      message: "Physical properties such as the trim size are not allowed.",
      source: M.metadata,
    }),
    ...matchAll(field, value, [BOXED_SET], {
      rule: "boxed-set",
      severity: "warning",
      message:
        '"Boxed set" or "bundle" is only allowed for a real set, never on a single print book.',
      source: M.metadata,
    }),
    ...matchAll(field, value, [PUNCTUATION_RUN], {
      rule: "excessive-punctuation",
      severity: "warning",
      message: "Repeated punctuation looks like promotion and may be rejected.",
      source: M.metadata,
    }),
    ...matchAll(field, value, [ALL_CAPS_WORD], {
      rule: "all-caps",
      severity: "info",
      message: "ALL CAPS words read as shouting; use title case unless it is an acronym.",
      source: M.metadata,
    }),
  ];
  if (/^[\p{P}\p{S}\s]+$/u.test(value)) {
    findings.push(
      whole(field, value, {
        rule: "punctuation-only",
        severity: "error",
        message: "A name made only of punctuation is not allowed.",
        source: M.metadata,
      }),
    );
  }
  if (PLACEHOLDER.test(value)) {
    findings.push(
      whole(field, value, {
        rule: "placeholder",
        severity: "error",
        message: 'Placeholder text ("unknown", "n/a", "TBD", "untitled") is not allowed.',
        source: M.metadata,
      }),
    );
  }
  return findings;
}

function checkDescription(value: string): GuidelineFinding[] {
  const field = "description";
  const findings: GuidelineFinding[] = [
    ...matchAll(field, value, [URL], {
      rule: "url",
      severity: "error",
      message: "Web addresses are not allowed in the description.",
      source: M.description,
    }),
    ...matchAll(field, value, [EMAIL], {
      rule: "email",
      severity: "error",
      message: "Email addresses are not allowed in the description.",
      source: M.description,
    }),
    ...matchAll(field, value, [PHONE], {
      rule: "phone",
      severity: "error",
      message: "Phone numbers are not allowed in the description.",
      source: M.description,
    }),
    ...matchAll(field, value, SALES_RANK, {
      rule: "sales-rank-claim",
      severity: "error",
      message: 'Sales-rank claims ("bestseller", "#1") are not allowed.',
      source: M.description,
    }),
    ...matchAll(field, value, [...PROMOTION, ...PRICE], {
      rule: "promotion",
      severity: "error",
      message: "Promotions, prices and ordering information are not allowed.",
      source: M.description,
    }),
    ...matchAll(field, value, PROGRAM_NAMES, {
      rule: "program-name",
      severity: "warning",
      message: "Amazon program names are time-sensitive availability information.",
      source: M.description,
    }),
    ...matchAll(field, value, [REVIEW_REQUEST], {
      rule: "reviews",
      severity: "error",
      message: "Reviews or requests for reviews are not allowed in the description.",
      source: M.description,
    }),
    ...matchAll(field, value, [EMOJI], {
      rule: "emoji",
      severity: "error",
      message: "Emoji are not allowed in the description.",
      source: M.description,
    }),
    ...matchAll(field, value, [PUNCTUATION_RUN], {
      rule: "excessive-punctuation",
      severity: "warning",
      message: "Repeated punctuation reads as bad formatting.",
      source: M.description,
    }),
  ];
  for (const match of value.matchAll(HTML_TAG)) {
    const tag = (match[1] ?? "").toLowerCase();
    if (ALLOWED_DESCRIPTION_TAGS.includes(tag)) continue;
    const start = match.index ?? 0;
    const heading = /^h[1-3]$/.test(tag);
    findings.push({
      severity: "error",
      field,
      rule: heading ? "heading-not-supported" : "html-not-allowed",
      message: heading
        ? `<${tag}> is not supported; use <h4>–<h6>.`
        : `<${tag}> is not one of KDP's allowed tags (${ALLOWED_DESCRIPTION_TAGS.join(", ")}).`,
      text: match[0],
      start,
      end: start + match[0].length,
      source: M.description,
    });
  }
  if (value.length > DESCRIPTION_MAX) {
    findings.push({
      severity: "error",
      field,
      rule: "too-long",
      message: `The description is ${value.length} characters including HTML tags; KDP allows ${DESCRIPTION_MAX}.`,
      text: value.slice(DESCRIPTION_MAX),
      start: DESCRIPTION_MAX,
      end: value.length,
      source: M.description,
    });
  }
  return findings;
}

function checkKeyword(index: number, value: string, title: string): GuidelineFinding[] {
  const field = `keywords.${index}`;
  const findings: GuidelineFinding[] = [
    ...matchAll(field, value, PROGRAM_NAMES, {
      rule: "program-name",
      severity: "error",
      message: "Amazon program names (Kindle Unlimited, KDP Select) are not allowed in keywords.",
      source: M.keywords,
    }),
    ...matchAll(field, value, SALES_RANK, {
      rule: "sales-rank-claim",
      severity: "error",
      message: "Sales-rank claims are not allowed in keywords.",
      source: M.keywords,
    }),
    ...matchAll(field, value, PROMOTION, {
      rule: "promotion",
      severity: "error",
      message: "Promotional words are not allowed in keywords.",
      source: M.keywords,
    }),
    ...matchAll(field, value, [QUOTES], {
      rule: "quotation-marks",
      severity: "error",
      message: "Quotation marks are not allowed in keywords.",
      source: M.keywords,
    }),
    ...matchAll(field, value, [HTML_TAG], {
      rule: "html",
      severity: "error",
      message: "HTML is not allowed in keywords.",
      source: M.keywords,
    }),
    ...matchAll(field, value, QUALITY, {
      rule: "quality-claim",
      severity: "warning",
      message: 'Quality claims ("best") are discouraged in keywords.',
      source: M.keywords,
    }),
    ...matchAll(field, value, TIME_BOUND, {
      rule: "time-bound",
      severity: "warning",
      message: 'Time-bound words ("new", "available now") are discouraged in keywords.',
      source: M.keywords,
    }),
    ...matchAll(field, value, GENERIC, {
      rule: "generic",
      severity: "info",
      message: 'Generic words ("book") waste room: Amazon already knows the format.',
      source: M.keywords,
    }),
  ];
  // "#1" matched as a sales-rank claim must not also count as "best" inside "bestseller", nor
  // "kindle" inside "Kindle Unlimited" (already an error) as a generic word.
  const inside = (f: GuidelineFinding, rule: string) =>
    findings.some((c) => c.rule === rule && c.start <= f.start && f.end <= c.end);
  const kept = findings
    .filter((f) => f.rule !== "quality-claim" || !inside(f, "sales-rank-claim"))
    .filter((f) => f.rule !== "generic" || !inside(f, "program-name"))
    .map((f) =>
      f.rule === "generic"
        ? {
            ...f,
            message: `"${f.text}" names the format, which Amazon already knows: it wastes room.`,
          }
        : f,
    );
  if (value.length > KEYWORD_BOX_MAX) {
    kept.push({
      severity: "error",
      field,
      rule: "too-long",
      message: `This keyword is ${value.length} characters; a box holds ${KEYWORD_BOX_MAX}.`,
      text: value.slice(KEYWORD_BOX_MAX),
      start: KEYWORD_BOX_MAX,
      end: value.length,
      source: M.keywordLength,
    });
  }
  const titleWords = new Set(title.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  for (const match of value.matchAll(/\p{L}{3,}/gu)) {
    if (!titleWords.has(match[0].toLowerCase())) continue;
    const start = match.index ?? 0;
    kept.push({
      severity: "info",
      field,
      rule: "repeats-title",
      message: "This word is already in the title; the keyword box is better spent on new words.",
      text: match[0],
      start,
      end: start + match[0].length,
      source: M.keywords,
    });
  }
  return kept;
}

function checkAuthor(value: string): GuidelineFinding[] {
  if (value.trim() === "") return [];
  const findings = matchAll("author", value, [AUTHOR_EXTRAS, HTML_TAG, URL], {
    rule: "author-extras",
    severity: "error",
    message:
      "Keep the author name to the name: extra words, punctuation, HTML or special characters may be rejected.",
    source: M.author,
  });
  if (PLACEHOLDER.test(value))
    findings.push(
      whole("author", value, {
        rule: "placeholder",
        severity: "error",
        message: "Placeholder text is not an author name.",
        source: M.metadata,
      }),
    );
  return findings;
}

/** Rules about words from the shared term lists: several in one field are one problem. */
const WORD_RULES = new Set([
  "sales-rank-claim",
  "promotion",
  "program-name",
  "quality-claim",
  "time-bound",
  "generic",
]);

/**
 * No repeated findings (issue 24: "#1 Best-Seller" gave the same sales-rank finding three times,
 * from overlapping terms). Overlapping matches of one rule keep the longest; several words
 * breaking one word rule in one field become one finding that names them all, at the first one.
 * Other rules keep each span (an unsupported tag is flagged where it opens and where it closes).
 */
function oneFindingPerRule(findings: readonly GuidelineFinding[]): GuidelineFinding[] {
  const groups = new Map<string, GuidelineFinding[]>();
  for (const finding of findings) {
    const key = `${finding.field}\u0000${finding.rule}`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  return [...groups.values()].flatMap((group) => {
    const longestFirst = [...group].sort(
      (a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start,
    );
    const spans: GuidelineFinding[] = [];
    for (const finding of longestFirst) {
      const overlaps = spans.some((s) => finding.start < s.end && s.start < finding.end);
      if (!overlaps || finding.start === finding.end) spans.push(finding);
    }
    spans.sort((a, b) => a.start - b.start);
    const first = spans[0] as GuidelineFinding;
    if (!WORD_RULES.has(first.rule)) return spans;
    const words = [...new Set(spans.map((s) => s.text.trim()).filter((t) => t !== ""))];
    if (words.length <= 1) return [first];
    const named = words.map((word) => `"${word}"`).join(", ");
    // A message about one word ("book" …) is about all of them; the others are listed.
    return [{ ...first, message: `${first.message} Found here: ${named}.` }];
  });
}

/** A keyword box that repeats an earlier one adds nothing: the index search reads each once. */
function duplicateKeywords(keywords: readonly string[]): GuidelineFinding[] {
  const seen = new Map<string, number>();
  const findings: GuidelineFinding[] = [];
  keywords.forEach((keyword, index) => {
    const key = keyword.toLowerCase().replace(/\s+/gu, " ").trim();
    if (key === "") return;
    const earlier = seen.get(key);
    if (earlier === undefined) {
      seen.set(key, index);
      return;
    }
    findings.push({
      severity: "warning",
      field: `keywords.${index}`,
      rule: "duplicate-keyword",
      message: `This keyword repeats box ${earlier + 1}; use the box for new words.`,
      text: keyword,
      start: 0,
      end: keyword.length,
      source: M.keywords,
    });
  });
  return findings;
}

/** Every finding for one listing, in field order, then by position. */
export function checkGuidelines(input: GuidelinesCheckInput): GuidelinesCheckResult {
  const title = input.title ?? "";
  const subtitle = input.subtitle ?? "";
  const findings: GuidelineFinding[] = [];
  if (title.trim() === "") {
    findings.push({
      severity: "error",
      field: "title",
      rule: "required",
      message: "The title is required.",
      text: "",
      start: 0,
      end: 0,
      source: M.metadata,
    });
  }
  findings.push(...checkTitleLike("title", title));
  const combined = title.length + subtitle.length;
  if (combined > TITLE_SUBTITLE_MAX) {
    const field = subtitle.length > 0 ? "subtitle" : "title";
    const value = field === "subtitle" ? subtitle : title;
    const start = Math.max(0, value.length - (combined - TITLE_SUBTITLE_MAX));
    findings.push({
      severity: "error",
      field,
      rule: "title-subtitle-too-long",
      message: `Title and subtitle are ${combined} characters together; KDP allows ${TITLE_SUBTITLE_MAX}.`,
      text: value.slice(start),
      start,
      end: value.length,
      source: M.titleLimit,
    });
  }
  findings.push(...checkTitleLike("subtitle", subtitle));
  findings.push(...checkTitleLike("series", input.series ?? ""));
  if ((input.author ?? "").trim() === "") {
    findings.push({
      severity: "error",
      field: "author",
      rule: "required",
      message: "The author name is required.",
      text: "",
      start: 0,
      end: 0,
      source: M.metadata,
    });
  }
  findings.push(...checkAuthor(input.author ?? ""));
  findings.push(...checkDescription(input.description ?? ""));
  (input.keywords ?? []).forEach((keyword, index) => {
    findings.push(...checkKeyword(index, keyword, title));
  });
  findings.push(...duplicateKeywords(input.keywords ?? []));
  return { findings: oneFindingPerRule(findings) };
}
