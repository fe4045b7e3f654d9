import type { BookBuild, BookBuildKind } from "@inkforge/domain/books/book-build-contract";
import type { ApiResult } from "@/lib/api/api-call";
import { browserApi } from "@/lib/api/browser-api";

export { downloadBuild } from "@/lib/download-build";

/*
 * The book build API (packages/domain/src/books/book-build-contract.ts) as the pages call it.
 * Answers are checked against the contract's schema, loaded on first use so the pages' first load
 * carries no zod.
 */

const loadContract = () => import("@inkforge/domain/books/book-build-contract");

const caller = (token: string) => browserApi(token);

/** Each kind's route for starting a build (decision 0109). */
const START_URLS: Record<BookBuildKind, string> = {
  "puzzle-book": "/api/books/puzzle-builds",
  "activity-book": "/api/books/activity-builds",
  "coloring-book": "/api/books/coloring-builds",
  "low-content-book": "/api/books/low-content-builds",
  manuscript: "/api/books/manuscript-builds",
};

export async function startBookBuild(
  token: string,
  kind: BookBuildKind,
  body: object,
): Promise<ApiResult<{ build: BookBuild }>> {
  const { bookBuildResponseSchema } = await loadContract();
  return caller(token)("POST", START_URLS[kind], {
    body,
    schema: bookBuildResponseSchema,
    retries: 0,
  });
}

export async function readBuild(
  token: string,
  id: string,
): Promise<ApiResult<{ build: BookBuild }>> {
  const { bookBuildResponseSchema } = await loadContract();
  return caller(token)("GET", `/api/books/builds/${encodeURIComponent(id)}`, {
    schema: bookBuildResponseSchema,
  });
}

export async function listBuilds(token: string): Promise<ApiResult<{ builds: BookBuild[] }>> {
  const { bookBuildListSchema } = await loadContract();
  return caller(token)("GET", "/api/books/builds", { schema: bookBuildListSchema });
}

/** The cover designer with the finished book's trim, page count and paper filled in. */
export function coverDesignerHref(book: { trim: string; pageCount: number; paper?: string }) {
  const query = new URLSearchParams({ trim: book.trim, pages: String(book.pageCount) });
  if (book.paper) query.set("paper", book.paper);
  return `/book-cover-creator?${query.toString()}`;
}

/**
 * The cover template with the finished book's binding, trim, page count and paper filled in (a
 * hardcover's template has the case laminate wrap and hinges).
 */
export function coverTemplateHref(book: {
  trim: string;
  pageCount: number;
  paper?: string;
  binding?: "paperback" | "hardcover" | undefined;
}) {
  const query = new URLSearchParams({
    binding: book.binding ?? "paperback",
    trim: book.trim,
    pages: String(book.pageCount),
  });
  if (book.paper) query.set("paper", book.paper);
  return `/kdp-cover-template-generator?${query.toString()}`;
}
