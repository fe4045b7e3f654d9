"use client";

import type { UploadPreflightReport } from "@inkforge/domain/books/preflight/check-cover-facts";
import { PAPER_TYPES, TRIM_SIZES } from "@inkforge/domain/kdp/trim-sizes";
import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAccountApi } from "@/lib/api/use-account-api";
import { CoverPreflightForm } from "./cover-preflight-form";
import { controlClass, MAX_FILE_MB, paperLabels } from "./form-parts";
import { PreflightResult } from "./preflight-result";

type State =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "done"; report: UploadPreflightReport; fileName: string }
  | { kind: "failed"; message: string };

/**
 * The upload preflight (issue 28): the interior check, then the cover check. Each file is sent as
 * is and checked on the server; nothing is kept.
 */
export function InteriorPreflightTool() {
  return (
    <div className="grid gap-12">
      <section aria-labelledby="interior-check-heading" className="grid gap-4">
        <h2 id="interior-check-heading" className="text-xl font-semibold text-ink-900">
          Check your interior
        </h2>
        <InteriorPreflightForm />
      </section>
      <section aria-labelledby="cover-check-heading" className="grid gap-4">
        <h2 id="cover-check-heading" className="text-xl font-semibold text-ink-900">
          Check your cover
        </h2>
        <CoverPreflightForm />
      </section>
    </div>
  );
}

/**
 * An author picks their interior PDF, optionally the trim and paper they will choose on KDP, and
 * sees each problem with its page, a picture of the page and what to change.
 */
function InteriorPreflightForm() {
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
    const result = await api<UploadPreflightReport>("POST", "/api/books/preflight", {
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
          <PreflightResult report={state.report} fileName={state.fileName} kind="interior" />
        ) : null}
      </div>
    </div>
  );
}
