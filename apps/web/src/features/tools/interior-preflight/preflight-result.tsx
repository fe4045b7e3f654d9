import type { UploadPreflightReport } from "@inkforge/domain/books/preflight/check-cover-facts";
import { groupFindingsByPage, thumbnailFor } from "./group-findings";

/**
 * One preflight's answer: the verdict, then the findings grouped by page, each page's group with
 * a small picture of that page next to what to change (issue 28).
 */
export function PreflightResult({
  report,
  fileName,
  kind,
  expected,
}: {
  report: UploadPreflightReport;
  fileName: string;
  kind: "interior" | "cover";
  expected?: { widthIn: number; heightIn: number; spineIn: number };
}) {
  const groups = groupFindingsByPage(report.findings);
  return (
    <section
      aria-label={kind === "cover" ? "Cover check result" : "Interior check result"}
      data-testid={kind === "cover" ? "cover-preflight-result" : "preflight-result"}
      className="grid gap-4"
    >
      <div
        className={
          report.ok
            ? "rounded-md bg-emerald-50 px-4 py-3 text-emerald-950"
            : "rounded-md bg-amber-50 px-4 py-3 text-amber-950"
        }
      >
        <p className="font-semibold">
          {report.ok
            ? "Ready for KDP: no problems found."
            : `${report.findings.length} ${report.findings.length === 1 ? "thing" : "things"} to fix before you upload to KDP.`}
        </p>
        <p className="text-sm wrap-anywhere">
          {fileName}
          {report.pageCount > 0
            ? ` — ${report.pageCount} ${report.pageCount === 1 ? "page" : "pages"}, ${report.widthIn} × ${report.heightIn} in`
            : ""}
        </p>
        {expected ? (
          <p className="text-sm">
            This cover should be {expected.widthIn} × {expected.heightIn} in, with a{" "}
            {expected.spineIn} in spine.
          </p>
        ) : null}
      </div>
      {groups.length > 0 ? (
        <ol className="grid gap-3">
          {groups.map((group) => {
            const thumbnail = thumbnailFor(report.thumbnails, group.page);
            return (
              <li
                key={group.page ?? "file"}
                data-testid="preflight-group"
                className="flex flex-col gap-3 rounded-md border border-slate-200 p-4 sm:flex-row sm:items-start"
              >
                {thumbnail ? (
                  // A data URL made by the check: next/image has nothing to optimise here.
                  // biome-ignore lint/performance/noImgElement: an inline PNG from the API's answer
                  <img
                    src={thumbnail.dataUrl}
                    alt={`Page ${group.page}, small`}
                    data-testid="preflight-thumbnail"
                    className="h-auto max-h-[200px] w-auto max-w-full self-start rounded border border-slate-300 bg-white"
                  />
                ) : null}
                <div className="min-w-0">
                  <h3 className="text-sm font-semibold text-ink-900">
                    {group.page === null ? "The whole file" : `Page ${group.page}`}
                  </h3>
                  <ul className="mt-2 grid gap-2">
                    {group.findings.map((finding) => (
                      <li
                        key={`${finding.code}-${finding.message}`}
                        className="text-sm wrap-anywhere text-slate-800"
                      >
                        {finding.message}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p className="text-sm text-slate-600">
        {kind === "cover"
          ? "Checked from the file itself against the cover template for this book: size with the spine for its page count and paper, bleed, text inside the safe area, spine text, barcode area, fonts and image resolution. Your file is not kept."
          : "Checked from the file itself: page size against KDP's trims, margins and gutter for the page count, fonts, image resolution, page count and blank pages. Your file is not kept."}
      </p>
    </section>
  );
}
