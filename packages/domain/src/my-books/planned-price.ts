/*
 * The price planner's "New price" box, without zod: the page reads what was typed as it is typed,
 * and the API's contract takes its ceiling from here.
 */

/** The highest list price the planner takes in any currency (a yen price runs to five digits). */
export const MAX_PLANNED_PRICE = 100000;

/**
 * A price typed in the planner's "New price" box: a number above 0, at most MAX_PLANNED_PRICE,
 * with at most two decimals, or the reason it is not one. An empty box is no change.
 */
export function readPlannedPrice(
  text: string,
): { price: number } | { issue: string } | { empty: true } {
  // "9,99" as many European authors type it; "1,000" stays a question.
  const typed = text.trim().replace(/^(\d+),(\d{1,2})$/, "$1.$2");
  if (typed === "") return { empty: true };
  if (/^-\s*[\d.]/.test(typed)) return { issue: "A price must be more than 0" };
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(typed)) return { issue: "Type a price like 9.99" };
  const price = Number(typed);
  if (price <= 0) return { issue: "A price must be more than 0" };
  if (price > MAX_PLANNED_PRICE) {
    return { issue: `A price can be at most ${MAX_PLANNED_PRICE.toLocaleString("en")}` };
  }
  if (!/^\d*(\.\d{0,2})?$/.test(typed)) return { issue: "Use at most two decimals" };
  return { price };
}
