/*
 * KDP's metadata limits (kdp-facts §5), apart from the checker's schema so a page can read them
 * without loading zod (decision 0054).
 */
export const TITLE_SUBTITLE_MAX = 200;
export const DESCRIPTION_MAX = 4000;
export const KEYWORD_BOX_MAX = 50;
export const KEYWORD_SLOTS = 7;
