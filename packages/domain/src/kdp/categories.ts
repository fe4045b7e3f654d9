/*
 * How KDP authors choose categories (kdp-facts §5.1 and the change log): since 30/31 May 2023 an
 * author picks up to 3 categories per format in the KDP dashboard; the old route (2 BISAC codes
 * plus up to 10 more by a support request) was removed, so support no longer adds categories.
 * eBooks are placed in the Kindle Store's "Kindle eBooks" tree, paperbacks and hardcovers in the
 * "Books" tree; a store or department at the top of a tree is not itself a category to pick.
 */
import type { KdpSource } from "./trim-sizes";

export const KDP_CATEGORY_SOURCE: KdpSource = {
  key: "G200652170",
  title:
    "KDP help: Choose categories; the May 2023 change per pubscout, vappingo, selfpublisherbibel (KDP email quote)",
  date: "2023-05-31",
};

export const KDP_CATEGORY_RULE = {
  /** Categories an author may choose for each format of a book. */
  perFormat: 3,
  /** The first day the dashboard choice replaced BISAC codes and support requests. */
  since: "2023-05-31",
  /** How long a category change can take to show on Amazon. */
  changeHours: 72,
  /** The rule as authors read it, for pages. */
  text: "KDP lets you choose up to 3 categories for each format of your book in the KDP dashboard (since 31 May 2023); KDP support no longer adds more. A change can take up to 72 hours to show.",
  source: KDP_CATEGORY_SOURCE,
} as const;

/** The book format a category tree belongs to: eBooks, or print (paperback and hardcover). */
export type CategoryFormat = "ebook" | "print";

export type CategoryChoice = {
  /** The format whose KDP category picker lists this category; null outside the book trees. */
  format: CategoryFormat | null;
  /** True when an author can pick it directly in KDP (up to 3 per format). */
  selectable: boolean;
  /** Why, in one sentence for the page. */
  reason: string;
};

const KINDLE_ROOT = ["kindle store", "kindle ebooks"] as const;
const BOOKS_ROOT = "books";

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/gu, " ");

/**
 * Where a category sits for KDP, from its path (root first, as Amazon shows it): under
 * "Kindle Store › Kindle eBooks" it is an eBook category, under "Books" a print one. The roots
 * themselves are stores, and anything else (Audible, Kindle devices) is not a book category.
 */
export function kdpCategoryChoice(path: readonly string[]): CategoryChoice {
  const names = path.map(normalise);
  if (names[0] === KINDLE_ROOT[0]) {
    if (names.length === 1 || (names.length === 2 && names[1] === KINDLE_ROOT[1])) {
      return {
        format: "ebook",
        selectable: false,
        reason: "A store, not a category: KDP asks for a category inside Kindle eBooks.",
      };
    }
    if (names[1] !== KINDLE_ROOT[1]) {
      return {
        format: null,
        selectable: false,
        reason: "Outside Kindle eBooks, so KDP does not list it for a book.",
      };
    }
    return {
      format: "ebook",
      selectable: true,
      reason: `You can choose it for your eBook in KDP (up to ${KDP_CATEGORY_RULE.perFormat} eBook categories).`,
    };
  }
  if (names[0] === BOOKS_ROOT) {
    if (names.length === 1) {
      return {
        format: "print",
        selectable: false,
        reason: "A store, not a category: KDP asks for a category inside Books.",
      };
    }
    return {
      format: "print",
      selectable: true,
      reason: `You can choose it for your paperback or hardcover in KDP (up to ${KDP_CATEGORY_RULE.perFormat} per format).`,
    };
  }
  return {
    format: null,
    selectable: false,
    reason: "Not in the Kindle eBooks or Books tree, so KDP does not list it for a book.",
  };
}
