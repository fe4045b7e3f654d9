/*
 * Apart from the schema so the page can read it without loading zod (decision 0054).
 * A guard on input size, not an Amazon rule: a page this long is a mistake.
 */
export const A_PLUS_MAX_MODULES = 20;
