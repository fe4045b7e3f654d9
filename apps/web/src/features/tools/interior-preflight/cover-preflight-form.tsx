"use client";

import type { CoverPreflightReport } from "@inkforge/domain/books/preflight/check-cover-facts";
import { BINDINGS, PAPER_TYPES, TRIM_SIZES } from "@inkforge/domain/kdp/trim-sizes";
import { useState } from "react";
import { FileField, SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { MAX_FILE_MB, paperLabels } from "./form-parts";
import { PreflightResult } from "./preflight-result";

type State =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "done"; report: CoverPreflightReport; fileName: string }
  | { kind: "failed"; message: string };

type Values = {
  file: FileList | null;
  binding: (typeof BINDINGS)[number];
  trim: string;
  pages: string;
  paper: (typeof PAPER_TYPES)[number];
};
type Checked = { file: File; binding: string; trim: string; pages: number; paper: string };

const loadSchema = () => import("./form-schemas").then((module) => module.coverFormSchema);
const LABELS = {
  file: "Cover PDF",
  pages: "Page count of the interior",
  paper: "Cover ink and paper",
  trim: "Cover trim size",
  binding: "Binding",
};
const PAPER_OPTIONS = PAPER_TYPES.map((type) => ({ value: type, label: paperLabels[type] }));
const TRIM_OPTIONS = TRIM_SIZES.map((size) => ({ value: size.id, label: size.label }));
const BINDING_OPTIONS = BINDINGS.map((each) => ({
  value: each,
  label: each === "paperback" ? "Paperback" : "Hardcover",
}));

/**
 * The cover check (issue 28): the author's full-wrap cover PDF and the book it wraps (page count,
 * paper, trim, binding), checked first by the cover template's own contract, which names the
 * field; the server works out the size from the cover template's maths and says what to change.
 */
export function CoverPreflightForm() {
  const api = useAccountApi();
  const form = useZodForm<Values, Checked>({
    loadSchema: loadSchema as never,
    defaultValues: { file: null, binding: "paperback", trim: "6x9", pages: "", paper: "white" },
    labels: LABELS,
  });
  const [state, setState] = useState<State>({ kind: "idle" });

  const check = form.handleSubmit(async ({ file, binding, trim, pages, paper }) => {
    setState({ kind: "checking" });
    const result = await api<CoverPreflightReport>("POST", "/api/books/preflight/cover", {
      body: file,
      headers: { "content-type": "application/pdf" },
      query: { binding, trim, pages: String(pages), paper },
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
        idPrefix="cover-preflight"
        label="Cover check"
        className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:p-6"
      >
        <FileField
          name="file"
          label="Cover PDF"
          accept="application/pdf,.pdf"
          hint={`The full cover as one page — back, spine and front — up to ${MAX_FILE_MB} MB.`}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="pages" inputMode="numeric" label="Page count of the interior" />
          <SelectField name="paper" label="Cover ink and paper" options={PAPER_OPTIONS} />
          <SelectField name="trim" label="Cover trim size" options={TRIM_OPTIONS} />
          <SelectField name="binding" label="Binding" options={BINDING_OPTIONS} />
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
      </ToolForm>

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
