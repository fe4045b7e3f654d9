import { PageSvg } from "./page-svg";
import type { BookPreview } from "./preview";

function inches(value: number): string {
  return `${Number(value.toFixed(3))} in`;
}

/** The laid-out book: page count, trim, gutter, KDP's findings in words and the first pages. */
export function PreviewResult({
  preview: summary,
  trimLabel,
}: {
  preview: Extract<BookPreview, { ok: true }>;
  trimLabel: string;
}) {
  return (
    <>
      <dl
        className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-4"
        data-testid="preview-summary"
      >
        <div>
          <dt className="text-slate-600">Pages</dt>
          <dd className="text-lg font-semibold text-ink-900" data-testid="preview-pages">
            {summary.pageCount}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Trim</dt>
          <dd className="font-semibold text-ink-900">{trimLabel}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Puzzles</dt>
          <dd className="font-semibold text-ink-900">{summary.totalPuzzles}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Gutter margin</dt>
          <dd className="font-semibold text-ink-900" data-testid="preview-gutter">
            {inches(summary.insideMarginIn)}
          </dd>
        </div>
      </dl>
      {summary.gutter ? (
        <p className="text-sm text-slate-700">
          KDP asks for an inside (gutter) margin of at least {inches(summary.gutter.minIn)} for{" "}
          {summary.gutter.minPages}–{summary.gutter.maxPages} pages; this book uses{" "}
          {inches(summary.insideMarginIn)} at the spine and {inches(summary.outsideMarginIn)} at the
          other edges.
        </p>
      ) : null}
      {summary.problems.length > 0 ? (
        <div
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
          data-testid="preview-problems"
        >
          <p className="font-semibold">KDP would refuse this book as it stands:</p>
          <ul className="mt-1 list-disc pl-5">
            {summary.problems.slice(0, 8).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-emerald-800" data-testid="preview-ok">
          Every page meets KDP's interior rules.
        </p>
      )}
      <ol
        className="grid grid-cols-2 gap-4 sm:grid-cols-3"
        aria-label={`The first ${summary.pages.length} pages`}
      >
        {summary.pages.map((page) => (
          <li key={page.number} className="grid gap-1">
            <PageSvg page={page} />
            <span className="text-center text-xs text-slate-600">Page {page.number}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
