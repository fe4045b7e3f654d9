/*
 * Inkforge's own rules for the slips book listings are full of and that neither the retext checks
 * nor Harper (decision 0076) catch: a book noun with the wrong verb form ("This book teach you"),
 * its/it's, your/you're, there/their/they're and to/too. Each is a narrow pattern around words
 * that give the meaning away, so a correct sentence is left alone: "its cover", "your writing",
 * "get there first" and "I was asked to." are not flagged.
 */

export type ConfusionRule = "agreement" | "word-choice";

export type ConfusionFinding = {
  rule: ConfusionRule;
  start: number;
  end: number;
  actual: string;
  suggestions: string[];
  message: string;
};

const words = (list: string) => list.trim().split(/\s+/).join("|");

/** Nouns a listing uses as the subject of its selling sentence. */
const SINGULAR_SUBJECTS = words(`
  book guide novel story workbook journal planner cookbook edition collection course chapter
  volume manual handbook program method system toolkit kit series bundle box set textbook
  memoir biography anthology devotional`);
const PLURAL_SUBJECTS = words(`
  books guides novels stories workbooks journals planners cookbooks editions chapters lessons
  recipes exercises pages tips activities puzzles worksheets prompts volumes illustrations`);
const SINGULAR_DETERMINERS = words("this that the each every our my your his her its a an one");
const PLURAL_DETERMINERS = words("these those the our my your his her their all both many");

/** Verbs a listing says a book does, in their base form. */
const BASE_VERBS = words(`
  teach help show give make take offer include contain explain cover provide guide tell bring
  feature reveal walk explore introduce follow share deliver present describe focus combine let
  allow keep turn answer inspire encourage lead prepare equip transform`);

const CAPITALISED = /^\p{Lu}/u;

function keepCase(typed: string, replacement: string): string {
  return CAPITALISED.test(typed)
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

/** "teach" → "teaches", "carry" → "carries", "give" → "gives". */
export function thirdPersonSingular(verb: string): string {
  if (verb === "have") return "has";
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

const THIRD_PERSON_VERBS = BASE_VERBS.split("|").map(thirdPersonSingular).join("|");

/** "teaches" → "teach", "carries" → "carry", "gives" → "give". */
function baseForm(verb: string): string {
  const irregular: Record<string, string> = { is: "are", was: "were", has: "have" };
  if (irregular[verb]) return irregular[verb];
  if (/ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:sh|ch|x|z|ss|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

type Pattern = {
  rule: ConfusionRule;
  /** Group `word` is the flagged word; the rest of the match is its context. */
  pattern: RegExp;
  replace: (word: string) => string;
  message: (word: string, replacement: string) => string;
};

const agreement = (word: string, replacement: string) =>
  `"${word}" does not agree with its subject; use "${replacement}"`;

const PATTERNS: Pattern[] = [
  {
    // "This book teach you" → teaches; "The guide help you" → helps.
    rule: "agreement",
    pattern: new RegExp(
      `\\b(?:${SINGULAR_DETERMINERS})\\s+(?:${SINGULAR_SUBJECTS})\\s+(?<word>${BASE_VERBS}|have|are|were|don't|do)\\b(?!['’])`,
      "dgiu",
    ),
    replace: (word) => {
      const lower = word.toLowerCase();
      const fixed =
        lower === "are"
          ? "is"
          : lower === "were"
            ? "was"
            : lower === "don't"
              ? "doesn't"
              : lower === "do"
                ? "does"
                : thirdPersonSingular(lower);
      return keepCase(word, fixed);
    },
    message: agreement,
  },
  {
    // "These books teaches you" → teach; "The recipes is easy" → are.
    rule: "agreement",
    pattern: new RegExp(
      `\\b(?:${PLURAL_DETERMINERS})\\s+(?:${PLURAL_SUBJECTS})\\s+(?<word>${THIRD_PERSON_VERBS}|is|was|has|doesn't)\\b`,
      "dgiu",
    ),
    replace: (word) => {
      const lower = word.toLowerCase();
      return keepCase(word, lower === "doesn't" ? "don't" : baseForm(lower));
    },
    message: agreement,
  },
  {
    // "Its a great book", "Its the best guide" → It's; "its cover" stays.
    rule: "word-choice",
    pattern:
      /\b(?<word>its)\s+(?:a|an|the|not|been|going|never|always|so|too|just|really|still|also|about|my|your|our|their|his|her|this|what|how|because|like|here|getting|becoming|time\s+to)\b/dgiu,
    replace: (word) => keepCase(word, "it's"),
    message: () => `"Its" owns something; "it's" is short for "it is" or "it has"`,
  },
  {
    // "Your welcome", "your going to love it", "your not alone" → you're; "your writing" stays.
    rule: "word-choice",
    pattern:
      /\b(?<word>your)\s+(?:welcome|going|doing|getting|making|taking|being|coming|trying|gonna|not|never|always|so|very|too|really|right|wrong|sure|ready|able|invited|a|an|the)\b/dgiu,
    replace: (word) => keepCase(word, "you're"),
    message: () => `"Your" owns something; "you're" is short for "you are"`,
  },
  {
    // "There own story" → their; "get there first" stays.
    rule: "word-choice",
    pattern:
      /\b(?<word>there)\s+(?:own|books?|stories|story|children|kids|family|lives|life|names?|readers|hearts|dreams|friends|money|business|homes?|houses?)\b/dgiu,
    replace: (word) => keepCase(word, "their"),
    message: () => `"There" is a place; "their" means belonging to them`,
  },
  {
    // "There going home", "their going to" → they're.
    rule: "word-choice",
    pattern: /\b(?<word>there|their)\s+(?:going|coming|doing|gonna|trying|getting)\b/dgiu,
    replace: (word) => keepCase(word, "they're"),
    message: (word) => `"${word}" should be "they're", short for "they are"`,
  },
  {
    // "It works on Kindle, to." → too (a comma, then "to" ends the sentence).
    rule: "word-choice",
    pattern: /,\s*(?<word>to)\s*(?=[.!?])/dgiu,
    replace: (word) => keepCase(word, "too"),
    message: () => `"To" here means "as well": write "too"`,
  },
  {
    // "the starter is explained to." → too: these verbs take an object, so "to" cannot end them.
    rule: "word-choice",
    pattern:
      /\b(?:is|are|was|were|be|been)\s+(?:explained|included|covered|described|discussed|answered|mentioned|listed|featured|illustrated|shown|updated|revised|available|provided)\s+(?<word>to)\s*(?=[.!?])/dgiu,
    replace: (word) => keepCase(word, "too"),
    message: () => `"To" here means "as well": write "too"`,
  },
  {
    // "It was to late", "far to long." → too.
    rule: "word-choice",
    pattern:
      /\b(?:is|are|was|were|be|been|far|way|much|it's|seems?|felt|feels|looks?)\s+(?<word>to)\s+(?:much|many|late|early|big|small|long|short|hard|easy|soon|good|bad|young|old|expensive|cheap|difficult|complicated|busy|tired)\b(?!\s+(?:readers|children|kids|people|authors|adults|beginners|writers|friends)\b)/dgiu,
    replace: (word) => keepCase(word, "too"),
    message: () => `"To" before "much", "late" and the like means "excessively": write "too"`,
  },
];

/** The rules' findings in `text` (markup already blanked out), in text order. */
export function findConfusions(text: string): ConfusionFinding[] {
  const findings: ConfusionFinding[] = [];
  for (const { rule, pattern, replace, message } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const word = match.groups?.word;
      const span = match.indices?.groups?.word;
      if (!word || !span) continue;
      const replacement = replace(word);
      findings.push({
        rule,
        start: span[0],
        end: span[1],
        actual: word,
        suggestions: [replacement],
        message: message(word, replacement),
      });
    }
  }
  return findings.sort((a, b) => a.start - b.start);
}
