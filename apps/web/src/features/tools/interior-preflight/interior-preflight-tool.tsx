"use client";

import type { UploadPreflightReport } from "@inkforge/domain/books/preflight/check-cover-facts";
import { PAPER_TYPES, TRIM_SIZES } from "@inkforge/domain/kdp/trim-sizes";
import { useState } from "react";
import { FileField, SelectField, ToolForm } from "@/components/forms/fields";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { CoverPreflightForm } from "./cover-preflight-form";
import { MAX_FILE_MB, paperLabels } from "./form-parts";
import { PreflightResult } from "./preflight-result";

type State =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "done"; report: UploadPreflightReport; fileName: string }
  | { kind: "failed"; message: string };

type Values = { file: FileList | null; trim: string; paper: string };
type Checked = { file: File; trim?: string | undefined; paper?: string | undefined };

const loadSchema = () => import("./form-schemas").then((module) => module.interiorFormSchema);
const LABELS = { file: "Interior PDF", trim: "Trim size", paper: "Ink and paper" };
const TRIM_OPTIONS = [
  { value: "", label: "Any KDP trim" },
  ...TRIM_SIZES.map((size) => ({ value: size.id, label: size.label })),
];
const PAPER_OPTIONS = [
  { value: "", label: "Any" },
  ...PAPER_TYPES.map((type) => ({ value: type, label: paperLabels[type] })),
];

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
  const form = useZodForm<Values, Checked>({
    loadSchema: loadSchema as never,
    defaultValues: { file: null, trim: "", paper: "" },
    labels: LABELS,
  });
  const [state, setState] = useState<State>({ kind: "idle" });

  const check = form.handleSubmit(async ({ file, trim, paper }) => {
    setState({ kind: "checking" });
    const result = await api<UploadPreflightReport>("POST", "/api/books/preflight", {
      body: file,
      headers: { "content-type": "application/pdf" },
      query: { trim, paper },
      timeout: 120_000,
      retries: 0,
    });
    if (result.ok) setState({ kind: "done", report: result.data, fileName: file.name });
    else setState({ kind: "failed", message: result.message });
  });

  return (
    <div className="grid gap-8">
      <ToolForm
        form={form}
        onSubmit={check}
        idPrefix="interior-preflight"
        label="Interior check"
        className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:p-6"
      >
        <FileField
          name="file"
          label="Interior PDF"
          accept="application/pdf,.pdf"
          hint={`The print-ready PDF from Word, Atticus, Vellum, Canva or any other tool, up to ${MAX_FILE_MB} MB.`}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="trim"
            label="Trim size you will choose on KDP (optional)"
            options={TRIM_OPTIONS}
          />
          <SelectField name="paper" label="Ink and paper (optional)" options={PAPER_OPTIONS} />
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
      </ToolForm>

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
