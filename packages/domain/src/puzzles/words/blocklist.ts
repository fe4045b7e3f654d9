/*
 * Words no puzzle may show: a small list of English profanity and slurs, checked as whole words
 * against the shipped themes, authors' lists and the random letters a word search fills in (a
 * fill can spell a word by chance). Whole words only, so CLASS or SCUNTHORPE stay allowed in a
 * list; inside a filled grid every run of letters is checked, since there a hidden word is read.
 */

// Kept short and obvious on purpose: it catches accidents, it is not a moderation system.
const BLOCKED = new Set([
  "ARSE",
  "ASS",
  "ASSHOLE",
  "BASTARD",
  "BITCH",
  "BOLLOCKS",
  "COCK",
  "CRAP",
  "CUNT",
  "DAMN",
  "DICK",
  "DYKE",
  "FAG",
  "FAGGOT",
  "FUCK",
  "JIZZ",
  "KIKE",
  "NIGGER",
  "PISS",
  "PORN",
  "PUSSY",
  "SEX",
  "SHIT",
  "SLUT",
  "SPIC",
  "TITS",
  "TWAT",
  "WANK",
  "WHORE",
]);

export function isBlockedWord(word: string): boolean {
  return BLOCKED.has(word.toUpperCase());
}

/** Blocked words appearing anywhere inside a run of letters (for filled grids). */
export function findBlockedInside(letters: string): string[] {
  const upper = letters.toUpperCase();
  return [...BLOCKED].filter((word) => upper.includes(word));
}
