"use client";

import type { PreflightReport } from "@inkforge/domain/books/book-build-contract";
import { PAPER_TYPES, TRIM_SIZES } from "@inkforge/domain/kdp/trim-sizes";
import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAccountApi } from "@/lib/api/use-account-api";
import { groupFindingsByPage } from "./group-findings";

/** The same ceiling the check accepts; a bigger file is refused here before it is sent. */
const MAX_FILE_MB = 100;

const paperLabels: Record<(typeof PAPER_TYPES)[number], string> = {
  white: "Black ink, white paper",
  cream: "Black ink, cream paper",
  groundwood: "Black ink, groundwood paper",
  "standard-color": "Standard colour",
  "premium-color": "Premium colour",
};

const controlClass =
  "h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 file:mr-3 file:border-0 file:bg-transparent file:font-semibold";

type State =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "done"; report: PreflightReport; fileName: string }
  | { kind: "failed"; message: string };

/**
 * The interior preflight (issue 28): an author picks their interior PDF, optionally the trim and
 * paper they will choose on KDP, and sees each problem with its page and what to change. The file
 * is sent as is and checked on the server; nothing is kept.
 */
export function InteriorPreflightTool() {
  const api = useAccountApi();
  const ids = { file: useId(), trim: useId(), paper: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [trim, setTrim] = useState("");
  const [paper, setPaper] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });

  async function check(event: React.FormEvent) {
    event.preventDefault();
    if (!file) {
      setState({ kind: "failed", message: "Choose your interior PDF first." });
      return;
    }
    if (file.size > MAX_FILE_MB * 1024 * 1024) {
      setState({
        kind: "failed",
        message: `This file is over ${MAX_FILE_MB} MB. Export the interior alone, or with images compressed for print, and try again.`,
      });
      return;
    }
    setState({ kind: "checking" });
    const result = await api<PreflightReport>("POST", "/api/books/preflight", {
      body: file,
      headers: { "content-type": "application/pdf" },
      query: { trim: trim || undefined, paper: paper || undefined },
      timeout: 120_000,
      retries: 0,
    });
    if (result.ok) setState({ kind: "done", report: result.data, fileName: file.name });
    else setState({ kind: "failed", message: result.message });
  }

  return (
    <div className="grid gap-8">
      <form onSubmit={check} className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:p-6">
        <div className="grid gap-1.5">
          <label htmlFor={ids.file} className="text-sm font-semibold text-ink-900">
            Interior PDF
          </label>
          <input
            id={ids.file}
            name="file"
            type="file"
            accept="application/pdf,.pdf"
            className={`${controlClass} py-2`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p className="text-sm text-slate-600">
            The print-ready PDF from Word, Atticus, Vellum, Canva or any other tool, up to{" "}
            {MAX_FILE_MB} MB.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor={ids.trim} className="text-sm font-semibold text-ink-900">
              Trim size you will choose on KDP (optional)
            </label>
            <select
              id={ids.trim}
              name="trim"
              className={controlClass}
              value={trim}
              onChange={(event) => setTrim(event.target.value)}
            >
              <option value="">Any KDP trim</option>
              {TRIM_SIZES.map((size) => (
                <option key={size.id} value={size.id}>
                  {size.label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.paper} className="text-sm font-semibold text-ink-900">
              Ink and paper (optional)
            </label>
            <select
              id={ids.paper}
              name="paper"
              className={controlClass}
              value={paper}
              onChange={(event) => setPaper(event.target.value)}
            >
              <option value="">Any</option>
              {PAPER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {paperLabels[type]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <button
            type="submit"
            className={buttonVariants({ variant: "primary", size: "md" })}
            disabled={state.kind === "checking"}
          >
            {state.kind === "checking" ? "Checking…" : "Check my interior"}
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {state.kind === "failed" ? (
          <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-900">
            {state.message}
          </p>
        ) : null}
        {state.kind === "done" ? (
          <PreflightResult report={state.report} fileName={state.fileName} />
        ) : null}
      </div>
    </div>
  );
}

function PreflightResult({ report, fileName }: { report: PreflightReport; fileName: string }) {
  const groups = groupFindingsByPage(report.findings);
  return (
    <section aria-label="Preflight result" data-testid="preflight-result" className="grid gap-4">
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
        <p className="text-sm break-words">
          {fileName}
          {report.pageCount > 0
            ? ` — ${report.pageCount} pages, ${report.widthIn} × ${report.heightIn} in`
            : ""}
        </p>
      </div>
      {groups.length > 0 ? (
        <ol className="grid gap-3">
          {groups.map((group) => (
            <li
              key={group.page ?? "file"}
              data-testid="preflight-group"
              className="rounded-md border border-slate-200 p-4"
            >
              <h3 className="text-sm font-semibold text-ink-900">
                {group.page === null ? "The whole file" : `Page ${group.page}`}
              </h3>
              <ul className="mt-2 grid gap-2">
                {group.findings.map((finding) => (
                  <li key={`${finding.code}-${finding.message}`} className="text-sm text-slate-800">
                    {finding.message}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="text-sm text-slate-600">
        Checked from the file itself: page size against KDP's trims, margins and gutter for the page
        count, fonts, image resolution, page count and blank pages. Your file is not kept.
      </p>
    </section>
  );
}
