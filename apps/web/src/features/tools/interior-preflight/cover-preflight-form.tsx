"use client";

import type { CoverPreflightReport } from "@inkforge/domain/books/preflight/check-cover-facts";
import { BINDINGS, PAPER_TYPES, TRIM_SIZES } from "@inkforge/domain/kdp/trim-sizes";
import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAccountApi } from "@/lib/api/use-account-api";
import { controlClass, MAX_FILE_MB, paperLabels, tooLargeMessage } from "./form-parts";
import { PreflightResult } from "./preflight-result";

type State =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "done"; report: CoverPreflightReport; fileName: string }
  | { kind: "failed"; message: string };

/**
 * The cover check (issue 28): the author's full-wrap cover PDF and the book it wraps (page count,
 * paper, trim, binding); the server works out the size from the cover template's maths and says
 * what to change. A wrong page count, paper or trim here is answered naming the field.
 */
export function CoverPreflightForm() {
  const api = useAccountApi();
  const ids = { file: useId(), binding: useId(), trim: useId(), pages: useId(), paper: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [binding, setBinding] = useState<(typeof BINDINGS)[number]>("paperback");
  const [trim, setTrim] = useState("6x9");
  const [pages, setPages] = useState("");
  const [paper, setPaper] = useState<(typeof PAPER_TYPES)[number]>("white");
  const [state, setState] = useState<State>({ kind: "idle" });

  async function check(event: React.FormEvent) {
    event.preventDefault();
    if (!file) {
      setState({ kind: "failed", message: "Choose your cover PDF first." });
      return;
    }
    const tooLarge = tooLargeMessage(file);
    if (tooLarge) {
      setState({ kind: "failed", message: tooLarge });
      return;
    }
    if (!/^\d+$/.test(pages)) {
      setState({ kind: "failed", message: "Enter the book's page count (a whole number)." });
      return;
    }
    setState({ kind: "checking" });
    const result = await api<CoverPreflightReport>("POST", "/api/books/preflight/cover", {
      body: file,
      headers: { "content-type": "application/pdf" },
      query: { binding, trim, pages, paper },
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
            Cover PDF
          </label>
          <input
            id={ids.file}
            name="cover"
            type="file"
            accept="application/pdf,.pdf"
            className={`${controlClass} py-2`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p className="text-sm text-slate-600">
            The full cover as one page — back, spine and front — up to {MAX_FILE_MB} MB.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor={ids.pages} className="text-sm font-semibold text-ink-900">
              Page count of the interior
            </label>
            <input
              id={ids.pages}
              name="pages"
              inputMode="numeric"
              className={controlClass}
              value={pages}
              onChange={(event) => setPages(event.target.value.trim())}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.paper} className="text-sm font-semibold text-ink-900">
              Cover ink and paper
            </label>
            <select
              id={ids.paper}
              name="cover-paper"
              className={controlClass}
              value={paper}
              onChange={(event) => setPaper(event.target.value as typeof paper)}
            >
              {PAPER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {paperLabels[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.trim} className="text-sm font-semibold text-ink-900">
              Cover trim size
            </label>
            <select
              id={ids.trim}
              name="cover-trim"
              className={controlClass}
              value={trim}
              onChange={(event) => setTrim(event.target.value)}
            >
              {TRIM_SIZES.map((size) => (
                <option key={size.id} value={size.id}>
                  {size.label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.binding} className="text-sm font-semibold text-ink-900">
              Binding
            </label>
            <select
              id={ids.binding}
              name="binding"
              className={controlClass}
              value={binding}
              onChange={(event) => setBinding(event.target.value as typeof binding)}
            >
              {BINDINGS.map((each) => (
                <option key={each} value={each}>
                  {each === "paperback" ? "Paperback" : "Hardcover"}
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
            {state.kind === "checking" ? "Checking…" : "Check my cover"}
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
          <PreflightResult
            report={state.report}
            fileName={state.fileName}
            kind="cover"
            expected={state.report.expected}
          />
        ) : null}
      </div>
    </div>
  );
}
