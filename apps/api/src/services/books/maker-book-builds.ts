import { randomBytes } from "node:crypto";
import { MAX_ACTIVITY_PAGES } from "@inkforge/domain/books/activities/activity-book";
import type { BookBuild } from "@inkforge/domain/books/book-build-contract";
import { layoutPageBook } from "@inkforge/domain/books/interior/page-book";
import {
  type LayoutRuleCode,
  validateLayout,
} from "@inkforge/domain/books/interior/validate-layout";
import {
  MAKER_BOOKS,
  type MakerBook,
  makerBookRefusal,
  makerBookSize,
  makerBookTrim,
  planMakerBook,
} from "@inkforge/domain/books/maker-books";
import { capabilityOffersText } from "@inkforge/domain/shop/capability-offers";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import type { FileStorage } from "../storage/file-storage";
import { requireOwnImagesPrintable } from "./coloring-images";
import {
  type BookBuildSender,
  hasCapability,
  refuse,
  storeAndSendBuild,
} from "./puzzle-book-builds";

/*
 * Activity, coloring and low-content book builds (issue 28, decision 0109): the puzzle book's
 * path with another planner. The request is checked before anything is stored, from a trial book
 * of one page per section or design (so the API's event loop never generates a whole book); the
 * build job then plans, lays out, renders and preflights the whole book in the tool pool.
 */

/** The request field a structural layout rule is about. */
const FIELD_OF_RULE: Partial<Record<LayoutRuleCode, string>> = {
  "paper-not-offered": "paper",
};

/** The same book with one activity page per section, or one design: every choice, little work. */
function trialOf(book: MakerBook): MakerBook {
  switch (book.kind) {
    case "activity-book":
      return {
        kind: book.kind,
        request: {
          ...book.request,
          sections: book.request.sections.map((section) => ({ ...section, count: 1 })),
        },
      };
    case "coloring-book":
      return { kind: book.kind, request: { ...book.request, designs: 1 } };
    case "low-content-book":
      return book;
  }
}

/** The box an own image is scaled into, from the trial book; null when the book has none. */
type LiveBox = { width: number; height: number } | null;

function requireBuildableOrThrow(book: MakerBook, seed: string, year: number): LiveBox {
  if (book.kind === "activity-book" && makerBookSize(book) > MAX_ACTIVITY_PAGES) {
    throw refuse(
      "sections",
      `A book holds at most ${MAX_ACTIVITY_PAGES} activity pages; this one asks for ${makerBookSize(book)}.`,
    );
  }
  try {
    // A low-content planner checks its page limits and year itself, without drawing a page.
    const spec = planMakerBook(trialOf(book), { seed, year });
    if (book.kind === "low-content-book") return null;
    const laidOut = layoutPageBook(spec);
    const violation = validateLayout(laidOut).violations.find(
      (found) => FIELD_OF_RULE[found.code] !== undefined,
    );
    if (violation) throw refuse(FIELD_OF_RULE[violation.code] ?? "trim", violation.message);
    // The trial book is thinner, so its gutter is no wider: its live area is never smaller.
    for (const page of laidOut.pages) {
      const image = page.elements.find((element) => element.kind === "image");
      if (image) return { width: image.width, height: image.height };
    }
    return null;
  } catch (error) {
    const refusal = makerBookRefusal(error);
    if (refusal) throw refuse(refusal.field, refusal.message);
    throw error;
  }
}

/** POST /api/books/{activity,coloring,low-content}-builds: checks, stores, sends its job. */
export async function createMakerBookBuild(
  ctx: { db: Database; now: () => Date; send: BookBuildSender; storage: FileStorage },
  userId: string,
  book: MakerBook,
  options: { seed?: string | undefined } = {},
): Promise<BookBuild> {
  const now = ctx.now();
  const maker = MAKER_BOOKS[book.kind];
  const full = await hasCapability(ctx.db, userId, maker.capability, now);
  if (!full) {
    const size = makerBookSize(book);
    if (!maker.sample || size > maker.sample.max) {
      throw new AppError(
        "FORBIDDEN",
        maker.sample
          ? `A free sample holds up to ${maker.sample.max} ${maker.sample.unit}; this book has ${size}. Whole books come with ${capabilityOffersText(maker.capability)}.`
          : `Your plan does not include this maker. It comes with ${capabilityOffersText(maker.capability)}.`,
      );
    }
  }
  const seed = options.seed ?? randomBytes(9).toString("base64url");
  const live = requireBuildableOrThrow(book, seed, now.getUTCFullYear());
  if (book.kind === "coloring-book" && live) {
    await requireOwnImagesPrintable(ctx.storage, userId, book.request.images, live);
  }
  return storeAndSendBuild(ctx, {
    userId,
    kind: book.kind,
    request: { ...book.request, trim: makerBookTrim(book) } as MakerBook["request"],
    seed,
    sample: !full,
  });
}
