import type { CoverTemplate } from "@inkforge/domain/tools/cover-template/cover-template";
import type * as React from "react";

const inches = (value: number) => `${value.toFixed(3)} in`;

/** The template's sizes as one plain text block: what the copy button puts on the clipboard. */
export function summariseCoverTemplate(template: CoverTemplate): string {
  const lines = [
    `KDP ${template.binding} cover, ${template.trim.widthIn} × ${template.trim.heightIn} in, ${template.pages} pages, ${template.paperLabel.toLowerCase()}`,
    `Full cover: ${template.widthIn.toFixed(3)} × ${inches(template.heightIn)} (${template.widthMm} × ${template.heightMm} mm)`,
    `Pixels at ${template.dpi} DPI: ${template.widthPx} × ${template.heightPx} px`,
    `Spine: ${inches(template.spineIn)} (${template.spineMm} mm, ${template.spinePx} px)`,
    template.binding === "paperback"
      ? `Bleed: ${inches(template.bleedIn ?? 0)} on each outer edge`
      : `Wrap: ${inches(template.wrapIn ?? 0)} per edge; hinge ${inches(template.hingeIn ?? 0)}; board ${inches(template.boardWidthIn ?? 0)} × ${inches(template.boardHeightIn ?? 0)}`,
    `Safe area: ${inches(template.safeMarginIn)} inside the ${template.binding === "paperback" ? "trim" : "board"}`,
    `Spine text: ${template.spineTextAllowed ? "allowed" : `not allowed (needs ${template.spineTextMinPages} pages or more)`}`,
    `Barcode area: ${template.regions.barcode.widthIn} × ${template.regions.barcode.heightIn} in, ${inches(template.regions.barcode.xIn)} from the left and ${inches(template.regions.barcode.yIn)} from the top`,
  ];
  return lines.join("\n");
}

function Row({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-0.5 border-b border-slate-200 py-2 last:border-0 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd data-testid={testId} className="text-base text-slate-900 tabular-nums">
        {children}
      </dd>
    </div>
  );
}

export function CoverTemplateResult({ template }: { template: CoverTemplate }) {
  const isPaperback = template.binding === "paperback";
  const barcode = template.regions.barcode;
  return (
    <dl aria-label="Cover template sizes">
      <Row label="Full cover" testId="result-full-cover">
        <strong>
          {template.widthIn.toFixed(3)} × {inches(template.heightIn)}
        </strong>{" "}
        <span className="text-slate-600">
          ({template.widthMm} × {template.heightMm} mm)
        </span>
      </Row>
      <Row label={`Pixels at ${template.dpi} DPI`} testId="result-pixels">
        {template.widthPx} × {template.heightPx} px
      </Row>
      <Row label="Spine width" testId="result-spine">
        {inches(template.spineIn)} <span className="text-slate-600">({template.spineMm} mm)</span>
      </Row>
      {isPaperback ? (
        <Row label="Bleed" testId="result-bleed">
          {inches(template.bleedIn ?? 0)} on every outer edge
        </Row>
      ) : (
        <Row label="Wrap, hinge, board" testId="result-bleed">
          wrap {inches(template.wrapIn ?? 0)}, hinge {inches(template.hingeIn ?? 0)}, board{" "}
          {(template.boardWidthIn ?? 0).toFixed(3)} × {inches(template.boardHeightIn ?? 0)}
        </Row>
      )}
      <Row label="Safe area" testId="result-safe">
        {inches(template.safeMarginIn)} inside the {isPaperback ? "trim" : "board"}
        {isPaperback ? "" : ", off the hinge"}
      </Row>
      <Row label="Spine text" testId="result-spine-text">
        {template.spineTextAllowed
          ? "Yes: keep it 0.0625 in from each fold"
          : `No: KDP needs ${template.spineTextMinPages} pages or more`}
      </Row>
      <Row label="Barcode area" testId="result-barcode">
        {barcode.widthIn} × {barcode.heightIn} in, bottom right of the back cover
      </Row>
      <Row label="Page limits" testId="result-page-limits">
        {template.pageLimit.min}–{template.pageLimit.max} pages for this trim, binding and paper
      </Row>
    </dl>
  );
}

export function CoverTemplateNotes({ template }: { template: CoverTemplate }) {
  return (
    <div className="grid gap-2 text-sm text-slate-700">
      <h3 className="text-base font-semibold text-slate-900">What these numbers mean</h3>
      {template.binding === "paperback" ? (
        <p>
          The file is back cover, spine and front cover side by side, plus {template.bleedIn} in of
          bleed on every outer edge that is trimmed off. The spine is the page count times the
          paper&apos;s thickness per page. Keep text inside the green safe areas, and leave the
          barcode box empty: KDP prints the barcode there.
        </p>
      ) : (
        <p>
          A hardcover&apos;s cover wraps round boards that are 5 mm wider and 6 mm taller than the
          trim, with {template.wrapIn} in (15 mm) folded round each edge. The spine adds 4.8 mm to
          the page block, and the 10 mm hinge beside it bends, so keep text and the barcode off it.
        </p>
      )}
      <ul className="list-disc pl-5">
        {template.sources.map((source) => (
          <li key={`${source.key}-${source.title}`}>
            Source: {source.title} ({source.key}), as of {source.date}.
          </li>
        ))}
      </ul>
    </div>
  );
}
