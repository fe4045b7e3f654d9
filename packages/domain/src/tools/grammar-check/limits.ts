/*
 * The grammar checker's input limits, apart from its schema so the page can read them without
 * loading zod (decision 0054).
 */

/** A KDP description is at most 4,000 characters; this leaves room for a longer draft or excerpt. */
export const GRAMMAR_TEXT_MAX = 20_000;
/** Words the user chose to ignore (names, invented words) sent with one check. */
export const GRAMMAR_IGNORE_MAX = 500;
export const GRAMMAR_IGNORE_WORD_MAX = 100;
/**
 * Unknown words that get suggestions in one check, whatever the time budget: past this many the
 * rest are still flagged, without one-click fixes until the next check.
 */
export const GRAMMAR_SUGGESTED_WORDS_MAX = 60;
/** Suggestions shown per finding. */
export const GRAMMAR_SUGGESTIONS_MAX = 5;
/**
 * Unknown words longer than this get no suggestions: the speller's search grows with the word
 * (about 9 seconds for 600 letters), and nothing that long is a word a reader would want
 * (the longest in the dictionary has 28 letters). They are still flagged.
 */
export const GRAMMAR_SUGGESTED_WORD_LENGTH_MAX = 34;
