import { findTrimSize, listTrimSizes } from "../../kdp/trim-sizes";
import { findBookPageLimit, inkLabel, type PrintBook } from "./print-cost";

/*
 * The KDP rules a print book must meet before it can be priced (kdp-facts §2, §10), shared by the
 * royalty calculator and the price checker so that a KDP change is made once (issue 25,
 * decision 0092). Each caller words the outcome its own way (400 or a flag); the rule is here.
 */

export type PrintBookIssue = {
  path: "pages" | "trim" | "ink" | "expandedDistribution";
  message: string;
};

/**
 * What is wrong with a print book's shape: pages present, trim offered for the binding, ink and
 * paper offered for the trim, pages within the trim's range, and no Expanded Distribution on a
 * hardcover. Empty when the book can be priced. A missing trim or ink stops the checks that need it.
 */
export function checkPrintBook(
  book: Omit<PrintBook, "pages"> & { pages: number | undefined },
  expandedDistribution: boolean,
): PrintBookIssue[] {
  const { pages } = book;
  if (pages === undefined)
    return [{ path: "pages", message: "Pages is required for a print book" }];
  if (!findTrimSize(book.trim)?.bindings[book.binding]) {
    const offered = listTrimSizes(book.binding).map((trim) => trim.id);
    return [
      {
        path: "trim",
        message: `Trim size ${book.trim} is not offered for a ${book.binding}; choose one of ${offered.join(", ")}`,
      },
    ];
  }
  const limit = findBookPageLimit(book);
  if (!limit)
    return [
      {
        path: "ink",
        message: `Ink ${inkLabel(book.ink)} on ${book.paper} paper is not offered for a ${book.trim} ${book.binding}`,
      },
    ];
  const issues: PrintBookIssue[] = [];
  if (pages < limit.min || pages > limit.max)
    issues.push({
      path: "pages",
      message: `Pages must be between ${limit.min} and ${limit.max} for a ${book.trim} ${book.binding} in ${inkLabel(book.ink)}`,
    });
  if (book.binding === "hardcover" && expandedDistribution)
    issues.push({
      path: "expandedDistribution",
      message: "Expanded Distribution is for paperbacks only, not hardcovers",
    });
  return issues;
}

export type PrintPriceLimits = {
  minimum: number;
  maximum: number;
  /** The Expanded Distribution floor (printing cost ÷ 40%); null when the book is not enrolled. */
  expandedMinimum: number | null;
};

export type PrintPriceBreach = "below-minimum" | "above-maximum" | "below-expanded-minimum";

/**
 * Which of KDP's list price limits a print price breaks (kdp-facts §10), in the order an author
 * should fix them: the minimum or the maximum first, then the Expanded Distribution floor.
 */
export function findPrintPriceBreaches(
  price: number,
  limits: PrintPriceLimits,
): PrintPriceBreach[] {
  const breaches: PrintPriceBreach[] = [];
  if (price < limits.minimum) breaches.push("below-minimum");
  else if (price > limits.maximum) breaches.push("above-maximum");
  if (limits.expandedMinimum !== null && price < limits.expandedMinimum)
    breaches.push("below-expanded-minimum");
  return breaches;
}
