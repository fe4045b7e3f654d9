import { splitWords } from "./keyword-text";

/*
 * What KDP says about backend keywords (kdp-facts §5.2, from KDP's "Metadata Guidelines for Books"
 * G201097560 and the keywords page G201298500). "rejection" terms risk the book being blocked, so
 * the packer never places them; "advisory" terms are allowed but waste room in the boxes, so the
 * packer leaves them out too and says why.
 */

export type KeywordRuleSeverity = "rejection" | "advisory";

export type KeywordRuleId =
  | "program-name"
  | "sales-rank-claim"
  | "promotion"
  | "brand"
  | "quality-claim"
  | "time-bound"
  | "generic"
  | "quotation-marks"
  | "html"
  | "other-author"
  | "trademark"
  | "too-long";

export type KeywordRule = {
  id: KeywordRuleId;
  severity: KeywordRuleSeverity;
  message: string;
};

export const KEYWORD_RULES: Record<KeywordRuleId, KeywordRule> = {
  "program-name": {
    id: "program-name",
    severity: "rejection",
    message: "Amazon program names (Kindle Unlimited, KDP Select) are not allowed in keywords.",
  },
  "sales-rank-claim": {
    id: "sales-rank-claim",
    severity: "rejection",
    message: 'Sales-rank claims ("bestseller", "#1") are not allowed in keywords.',
  },
  promotion: {
    id: "promotion",
    severity: "rejection",
    message: 'Promotional words ("free", "discount") are not allowed in keywords.',
  },
  brand: {
    id: "brand",
    severity: "rejection",
    message: "Brands you do not own are not allowed in keywords.",
  },
  "quality-claim": {
    id: "quality-claim",
    severity: "advisory",
    message: 'Quality claims ("best") are discouraged in keywords.',
  },
  "time-bound": {
    id: "time-bound",
    severity: "advisory",
    message: 'Time-bound words ("new", "on sale", "available now") are discouraged in keywords.',
  },
  generic: {
    id: "generic",
    severity: "advisory",
    message: 'Generic words ("book") add nothing: Amazon already knows the format.',
  },
  "quotation-marks": {
    id: "quotation-marks",
    severity: "rejection",
    message: "Quotation marks are not allowed in keywords; they were removed.",
  },
  html: {
    id: "html",
    severity: "rejection",
    message: "HTML is not allowed in keywords; the tags were removed.",
  },
  "other-author": {
    id: "other-author",
    severity: "rejection",
    message: "Other authors' names are not allowed in keywords.",
  },
  trademark: {
    id: "trademark",
    severity: "rejection",
    message: "Trademarks you do not own are not allowed in keywords.",
  },
  "too-long": {
    id: "too-long",
    severity: "advisory",
    message: "This word is longer than a whole keyword box and cannot be placed.",
  },
};

/** Terms matched as whole word sequences (after `splitWords`), longest first when they overlap. */
const TERM_LIST: ReadonlyArray<readonly [KeywordRuleId, readonly string[]]> = [
  ["program-name", ["kindle unlimited", "kdp select", "prime reading", "kindle select", "ku"]],
  [
    "sales-rank-claim",
    [
      "bestseller",
      "bestsellers",
      "bestselling",
      "best seller",
      "best sellers",
      "best selling",
      "best-seller",
      "best-sellers",
      "best-selling",
      "#1",
      "number one",
      "top seller",
    ],
  ],
  ["promotion", ["free", "discount", "discounted", "cheap", "coupon", "giveaway"]],
  ["brand", ["amazon", "audible", "goodreads"]],
  ["quality-claim", ["best", "greatest", "top rated", "top-rated"]],
  ["time-bound", ["new", "newest", "latest", "on sale", "available now", "coming soon"]],
  ["generic", ["book", "books", "ebook", "ebooks", "e-book", "kindle", "paperback", "hardcover"]],
];

export type RuleTerm = { rule: KeywordRuleId; words: string[] };

export const BUILT_IN_RULE_TERMS: readonly RuleTerm[] = TERM_LIST.flatMap(([rule, terms]) =>
  terms.map((term) => ({ rule, words: splitWords(term) })),
);

/** Rule terms for one run: the built-in list plus the caller's other authors and trademarks. */
export function buildRuleTerms(otherAuthors: readonly string[], trademarks: readonly string[]) {
  const extra: RuleTerm[] = [
    ...otherAuthors.map((name) => ({ rule: "other-author" as const, words: splitWords(name) })),
    ...trademarks.map((mark) => ({ rule: "trademark" as const, words: splitWords(mark) })),
  ].filter((term) => term.words.length > 0);
  // Longer terms first, so "best seller" is read as a sales-rank claim, not as "best" + "seller".
  return [...extra, ...BUILT_IN_RULE_TERMS].sort((a, b) => b.words.length - a.words.length);
}
