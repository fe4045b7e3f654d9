"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { unwrap } from "@/lib/api/api-error";
import { readPreviewPages } from "./writer-api";

const PAGER = buttonVariants({ variant: "outline", size: "sm" });

/*
 * The finished print PDF, page for page, as the printer will see it: the server draws the
 * downloaded file's own pages (GET /api/books/builds/:id/pages), so what is shown is what was
 * set, not a browser's rendering of the manuscript. Paged as the book opens: page 1 alone on the
 * right, then left-and-right spreads.
 */

/** The pages of the spread that starts at `first` (1 is a lone recto; spreads are even–odd). */
function spreadOf(first: number, pageCount: number): { from: number; count: number } {
  if (first <= 1) return { from: 1, count: 1 };
  return { from: first, count: first + 1 <= pageCount ? 2 : 1 };
}

export function PagePreview({
  token,
  buildId,
  pageCount,
}: {
  token: string;
  buildId: string;
  pageCount: number;
}) {
  const [first, setFirst] = useState(1);
  const spread = spreadOf(first, pageCount);
  const pages = useQuery({
    queryKey: ["book-build-pages", buildId, spread.from, spread.count],
    queryFn: async () =>
      unwrap(await readPreviewPages(token, buildId, spread.from, spread.count)).pages,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const last = spread.from + spread.count - 1;
  const label = spread.count === 1 ? `Page ${spread.from}` : `Pages ${spread.from}–${last}`;
  return (
    <section aria-label="Page preview" data-testid="page-preview">
      <p aria-live="polite">
        {label} of {pageCount}
      </p>
      <div style={{ display: "flex", gap: "4px", justifyContent: "center", minHeight: "20rem" }}>
        {pages.isPending ? (
          <p>Drawing the pages…</p>
        ) : pages.isError ? (
          <p role="alert">{pages.error.message}</p>
        ) : (
          pages.data.map((page) => (
            // biome-ignore lint/performance/noImgElement: a server-drawn data URL, nothing to optimise
            <img
              key={page.page}
              src={page.dataUrl}
              alt={`Page ${page.page}`}
              style={{ maxHeight: "70vh", maxWidth: "48%", boxShadow: "0 0 4px #888" }}
            />
          ))
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={PAGER}
          disabled={spread.from <= 1}
          onClick={() => setFirst(spread.from <= 2 ? 1 : spread.from - 2)}
        >
          Previous pages
        </button>
        <button
          type="button"
          className={PAGER}
          disabled={last >= pageCount}
          onClick={() => setFirst(last + 1)}
        >
          Next pages
        </button>
      </div>
    </section>
  );
}
