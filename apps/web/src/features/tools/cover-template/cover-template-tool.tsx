"use client";

import { PAPER_SPECS } from "@inkforge/domain/kdp/paper";
import {
  type Binding,
  findPageLimit,
  listPaperTypes,
  listTrimSizes,
  type PaperType,
} from "@inkforge/domain/kdp/trim-sizes";
import {
  type CoverTemplate,
  computeCoverTemplate,
  coverTemplateInputSchema,
} from "@inkforge/domain/tools/cover-template/cover-template";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type * as React from "react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/features/toast/toast-store";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { buildCoverPdf, buildCoverPng, type CoverFile } from "./cover-files";
import { CoverTemplatePreview } from "./cover-template-preview";
import {
  CoverTemplateNotes,
  CoverTemplateResult,
  summariseCoverTemplate,
} from "./cover-template-result";

type Values = { binding: string; trim: string; pages: string; paper: string };
type Field = keyof Values;

const DEFAULTS: Values = { binding: "paperback", trim: "6x9", pages: "120", paper: "white" };
const FIELDS: Field[] = ["binding", "trim", "pages", "paper"];

function readValues(params: URLSearchParams): Values {
  const values = { ...DEFAULTS };
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) values[field] = value;
  }
  return values;
}

type Checked = { template: CoverTemplate | null; errors: Partial<Record<Field, string>> };

function validate(values: Values): Checked {
  const parsed = coverTemplateInputSchema.safeParse(values);
  if (parsed.success) return { template: computeCoverTemplate(parsed.data), errors: {} };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { template: null, errors };
}

const selectClass = "h-11 rounded-md border bg-white px-3 text-base text-slate-900";

function FieldShell({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type Downloads = { pdf: CoverFile | null; png: CoverFile | null };

/** The catalogue id a use of this tool is recorded under. */
const TOOL_ID = "cover-template-generator";

export function CoverTemplateTool() {
  const router = useRouter();
  const recordToolUse = useRecordToolUse();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [values, setValues] = useState<Values>(() =>
    readValues(new URLSearchParams(searchParams.toString())),
  );
  const { template, errors } = useMemo(() => validate(values), [values]);
  // The last good template stays on screen while a field is being corrected.
  const lastGood = useRef<CoverTemplate | null>(null);
  if (template) lastGood.current = template;
  const shown = template ?? lastGood.current;
  const [downloads, setDownloads] = useState<Downloads>({ pdf: null, png: null });
  const [busy, setBusy] = useState<"pdf" | "png" | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(searchParams.toString());
    for (const field of FIELDS) params.set(field, values[field]);
    const query = params.toString();
    // Replacing with the same query would only re-render; skip it.
    if (query !== searchParams.toString()) {
      router.replace(`${pathname}?${query}`, { scroll: false });
    }
  }, [values, pathname, router, searchParams]);

  const binding = (values.binding === "hardcover" ? "hardcover" : "paperback") as Binding;
  const trims = listTrimSizes(binding);
  const papers = listPaperTypes(values.trim, binding);
  const limit = findPageLimit(values.trim, binding, values.paper as PaperType);

  const update = (field: Field, value: string) => {
    setDownloads((old) => {
      if (old.pdf) URL.revokeObjectURL(old.pdf.url);
      if (old.png) URL.revokeObjectURL(old.png.url);
      return { pdf: null, png: null };
    });
    setValues((old) => {
      const next = { ...old, [field]: value };
      const nextBinding = (next.binding === "hardcover" ? "hardcover" : "paperback") as Binding;
      // A binding or trim change keeps the choices valid: the first offered trim and paper.
      const offeredTrims = listTrimSizes(nextBinding).map((trim) => trim.id as string);
      if (!offeredTrims.includes(next.trim))
        next.trim = offeredTrims.includes("6x9") ? "6x9" : (offeredTrims[0] ?? "6x9");
      const offeredPapers = listPaperTypes(next.trim, nextBinding);
      if (!offeredPapers.includes(next.paper as PaperType))
        next.paper = offeredPapers[0] ?? "white";
      return next;
    });
  };

  const make = async (kind: "pdf" | "png") => {
    if (!template) return;
    setBusy(kind);
    try {
      const file = kind === "pdf" ? await buildCoverPdf(template) : await buildCoverPng(template);
      setDownloads((old) => ({ ...old, [kind]: file }));
      void recordToolUse(TOOL_ID);
    } catch (cause) {
      toast({
        variant: "error",
        title: cause instanceof Error ? cause.message : "The file could not be made",
      });
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(summariseCoverTemplate(shown));
      toast({ variant: "success", title: "Sizes copied" });
      void recordToolUse(TOOL_ID);
    } catch {
      toast({ variant: "error", title: "Your browser did not allow copying" });
    }
  };

  const describedBy = (field: Field, hint = false) =>
    [errors[field] ? `cover-${field}-error` : null, hint ? `cover-${field}-hint` : null]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <form
        aria-label="Cover template"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="grid content-start gap-4"
      >
        <FieldShell id="cover-binding" label="Binding" error={errors.binding}>
          <select
            id="cover-binding"
            className={selectClass}
            value={values.binding}
            aria-invalid={errors.binding ? true : undefined}
            aria-describedby={describedBy("binding")}
            onChange={(event) => update("binding", event.target.value)}
          >
            <option value="paperback">Paperback</option>
            <option value="hardcover">Hardcover (case laminate)</option>
          </select>
        </FieldShell>
        <FieldShell id="cover-trim" label="Trim size" error={errors.trim}>
          <select
            id="cover-trim"
            className={selectClass}
            value={values.trim}
            aria-invalid={errors.trim ? true : undefined}
            aria-describedby={describedBy("trim")}
            onChange={(event) => update("trim", event.target.value)}
          >
            {trims.map((trim) => (
              <option key={trim.id} value={trim.id}>
                {trim.label}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell
          id="cover-pages"
          label="Page count"
          error={errors.pages}
          hint={limit ? `${limit.min} to ${limit.max} pages for this trim and paper` : undefined}
        >
          <input
            id="cover-pages"
            type="number"
            inputMode="numeric"
            min={limit?.min}
            max={limit?.max}
            step={1}
            className={`${selectClass} ${errors.pages ? "border-red-600" : "border-slate-300"}`}
            value={values.pages}
            aria-invalid={errors.pages ? true : undefined}
            aria-describedby={describedBy("pages", Boolean(limit))}
            onChange={(event) => update("pages", event.target.value)}
          />
        </FieldShell>
        <FieldShell id="cover-paper" label="Paper and ink" error={errors.paper}>
          <select
            id="cover-paper"
            className={selectClass}
            value={values.paper}
            aria-invalid={errors.paper ? true : undefined}
            aria-describedby={describedBy("paper")}
            onChange={(event) => update("paper", event.target.value)}
          >
            {papers.map((paper) => (
              <option key={paper} value={paper}>
                {PAPER_SPECS[paper].label}
              </option>
            ))}
          </select>
        </FieldShell>
      </form>

      {shown ? (
        <div className="grid min-w-0 content-start gap-6">
          <section aria-labelledby="cover-result-title" aria-live="polite" className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="cover-result-title" className="text-lg font-semibold text-slate-900">
                Your cover template
              </h2>
              <Button type="button" variant="outline" size="sm" onClick={copy}>
                Copy the sizes
              </Button>
            </div>
            {template ? null : (
              <p className="text-sm text-amber-800">
                Showing the last valid template; fix the field above.
              </p>
            )}
            <CoverTemplateResult template={shown} />
          </section>

          <section aria-labelledby="cover-preview-title" className="grid gap-2">
            <h2 id="cover-preview-title" className="text-lg font-semibold text-slate-900">
              Preview to scale
            </h2>
            <CoverTemplatePreview template={shown} />
            <p className="text-sm text-slate-600">
              Pink: {shown.binding === "paperback" ? "bleed" : "wrap"}. Blue: spine. Green dashes:
              safe area. {shown.binding === "hardcover" ? "Yellow: hinges. " : ""}White box:
              barcode.
            </p>
          </section>

          <section aria-labelledby="cover-files-title" className="grid gap-3">
            <h2 id="cover-files-title" className="text-lg font-semibold text-slate-900">
              Template files
            </h2>
            <p className="text-sm text-slate-700">
              A vector PDF the size of the full cover ({shown.widthPt} × {shown.heightPt} pt), and a
              PNG at {shown.dpi} DPI ({shown.widthPx} × {shown.heightPx} px), with the guides above.
              Put them on a layer under your artwork and hide it before export.
            </p>
            <div className="flex flex-wrap items-center gap-3">
              {(["pdf", "png"] as const).map((kind) => {
                const file = downloads[kind];
                return file ? (
                  <a
                    key={kind}
                    href={file.url}
                    download={file.fileName}
                    className="inline-flex h-10 items-center rounded-md bg-ember-600 px-4 text-sm font-semibold text-white hover:bg-ember-700"
                  >
                    Download the {kind.toUpperCase()} (
                    {Math.max(1, Math.round(file.blob.size / 1024))} KB)
                  </a>
                ) : (
                  <Button
                    key={kind}
                    type="button"
                    variant="outline"
                    disabled={!template || busy !== null}
                    onClick={() => make(kind)}
                  >
                    {busy === kind
                      ? `Making the ${kind.toUpperCase()}…`
                      : `Make the ${kind.toUpperCase()}`}
                  </Button>
                );
              })}
            </div>
          </section>

          <CoverTemplateNotes template={shown} />
        </div>
      ) : null}
    </div>
  );
}
