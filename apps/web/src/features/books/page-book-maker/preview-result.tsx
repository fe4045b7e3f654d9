import { PageSvg } from "../puzzle-maker/page-svg";
import type { MakerPreview } from "./preview";

function inches(value: number): string {
  return `${Number(value.toFixed(3))} in`;
}

/** The laid-out book: page count, trim, gutter, KDP's findings in words and the first pages. */
export function MakerPreviewResult({
  preview,
  trimLabel,
}: {
  preview: Extract<MakerPreview, { ok: true }>;
  trimLabel: string;
}) {
  return (
    <>
      <dl
        className="grid grid-cols-3 gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
        data-testid="preview-summary"
      >
        <div>
          <dt className="text-slate-600">Pages</dt>
          <dd className="text-lg font-semibold text-ink-900" data-testid="preview-pages">
            {preview.pageCount}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Trim</dt>
          <dd className="font-semibold text-ink-900">{trimLabel}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Gutter margin</dt>
          <dd className="font-semibold text-ink-900" data-testid="preview-gutter">
            {inches(preview.insideMarginIn)}
          </dd>
        </div>
      </dl>
      {preview.gutter ? (
        <p className="text-sm text-slate-700">
          KDP asks for an inside (gutter) margin of at least {inches(preview.gutter.minIn)} for{" "}
          {preview.gutter.minPages}–{preview.gutter.maxPages} pages; this book uses{" "}
          {inches(preview.insideMarginIn)} at the spine and {inches(preview.outsideMarginIn)} at the
          other edges.
        </p>
      ) : null}
      {preview.problems.length > 0 ? (
        <div
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
          data-testid="preview-problems"
        >
          <p className="font-semibold">KDP would refuse this book as it stands:</p>
          <ul className="mt-1 list-disc pl-5">
            {preview.problems.slice(0, 8).map((problem) => (
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
        aria-label={`The first ${preview.pages.length} pages`}
      >
        {preview.pages.map((page) => (
          <li key={page.number} className="grid gap-1">
            <PageSvg page={page} />
            <span className="text-center text-xs text-slate-600">Page {page.number}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
