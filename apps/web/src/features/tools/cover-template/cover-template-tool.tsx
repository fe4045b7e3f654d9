"use client";

import { PAPER_SPECS } from "@inkforge/domain/kdp/paper";
import {
  type Binding,
  findPageLimit,
  listPaperTypes,
  listTrimSizes,
  type PaperType,
} from "@inkforge/domain/kdp/trim-sizes";
import type { CoverTemplate } from "@inkforge/domain/tools/cover-template/cover-template";
import { useEffect, useMemo, useRef, useState } from "react";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { ProjectPicker } from "@/components/project-picker/project-picker";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { servedGetRun } from "@/features/tools/shared/served-run";
import { useAnsweredTool } from "@/features/tools/shared/use-answered-tool";
import type { CoverFile } from "@/lib/cover-template/cover-files";
import { CoverTemplatePreview } from "./cover-template-preview";
import {
  CoverTemplateNotes,
  CoverTemplateResult,
  summariseCoverTemplate,
} from "./cover-template-result";
import { COVER_TEMPLATE_DEFAULTS } from "./form-values";

const DEFAULTS = COVER_TEMPLATE_DEFAULTS;

const BINDING_OPTIONS = [
  { value: "paperback", label: "Paperback" },
  { value: "hardcover", label: "Hardcover (case laminate)" },
];

const toBinding = (value: string): Binding => (value === "hardcover" ? "hardcover" : "paperback");

type Downloads = { pdf: CoverFile | null; png: CoverFile | null };

/** The catalogue id a use of this tool is recorded under. */
const TOOL_ID = "cover-template-generator";

const loadEngine = () => import("./engine");
const loadSchema = () => loadEngine().then((engine) => engine.coverTemplateFormSchema);

/**
 * `initialTemplate`: the server's template for the URL's values, shown until the engine has
 * loaded, so the result is in the first paint (decision 0087). With it the engine waits for the
 * person to use the page (decision 0183); without it (values the form refuses) it loads after the
 * paint, to say what is wrong.
 */
export function CoverTemplateTool({
  initialTemplate = null,
}: {
  initialTemplate?: CoverTemplate | null;
}) {
  const recordToolUse = useRecordToolUse();
  const { engine, form, values, input, ready, readInput } = useAnsweredTool({
    answered: initialTemplate !== null,
    loadEngine,
    loadSchema,
    defaults: DEFAULTS,
  });
  const template = useMemo(
    () => (engine && input ? engine.computeCoverTemplate(input) : null),
    [engine, input],
  );
  // The last good template stays on screen while a field is being corrected.
  const lastGood = useRef<CoverTemplate | null>(null);
  if (template) lastGood.current = template;
  const loaded = engine !== null && ready;
  const shown = template ?? lastGood.current ?? (loaded ? null : initialTemplate);
  const [downloads, setDownloads] = useState<Downloads>({ pdf: null, png: null });
  const [busy, setBusy] = useState<"pdf" | "png" | null>(null);

  const binding = toBinding(values.binding);
  const trims = listTrimSizes(binding);
  const papers = listPaperTypes(values.trim, binding);
  const limit = findPageLimit(values.trim, binding, values.paper as PaperType);

  // A binding or trim change keeps the other choices possible: 6 × 9 (offered in both bindings)
  // or the first offered trim, and the first paper the trim offers.
  useEffect(() => {
    const offeredTrims = listTrimSizes(binding).map((trim) => trim.id as string);
    if (!offeredTrims.includes(values.trim)) {
      const trim = offeredTrims.includes("6x9") ? "6x9" : (offeredTrims[0] ?? "6x9");
      form.setValue("trim", trim, { shouldValidate: true });
      return;
    }
    const offeredPapers = listPaperTypes(values.trim, binding);
    if (!offeredPapers.includes(values.paper as PaperType)) {
      form.setValue("paper", offeredPapers[0] ?? "white", { shouldValidate: true });
    }
  }, [binding, values.trim, values.paper, form]);

  // Files belong to one template: a new template drops the old links.
  const templateKey = template ? JSON.stringify(input) : "";
  useEffect(() => {
    void templateKey;
    setDownloads((old) => {
      if (old.pdf) URL.revokeObjectURL(old.pdf.url);
      if (old.png) URL.revokeObjectURL(old.png.url);
      return { pdf: null, png: null };
    });
  }, [templateKey]);

  const make = async (kind: "pdf" | "png") => {
    setBusy(kind);
    try {
      // Before the engine is in (the server's template on screen), the click brings it.
      const parsed = input ?? (await readInput());
      const current =
        template ?? (parsed ? (await loadEngine()).computeCoverTemplate(parsed) : null);
      if (!parsed || !current) return;
      // The file builders come with the first download, not with the page (its budget).
      const { buildCoverPdf, buildCoverPng } = await import("@/lib/cover-template/cover-files");
      const file = kind === "pdf" ? await buildCoverPdf(current) : await buildCoverPng(current);
      setDownloads((old) => ({ ...old, [kind]: file }));
      void recordToolUse(TOOL_ID, servedGetRun("/api/tools/cover-template", parsed));
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
      const parsed = input ?? (await readInput());
      if (parsed) void recordToolUse(TOOL_ID, servedGetRun("/api/tools/cover-template", parsed));
    } catch {
      toast({ variant: "error", title: "Your browser did not allow copying" });
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <ToolForm
        form={form}
        ready={(ready && engine !== null) || initialTemplate !== null}
        label="Cover template"
        idPrefix="cover"
      >
        <ProjectPicker tool="cover-template" form={form} values={values} />
        <SelectField name="binding" label="Binding" options={BINDING_OPTIONS} />
        <SelectField
          name="trim"
          label="Trim size"
          options={trims.map((trim) => ({ value: trim.id, label: trim.label }))}
        />
        <TextField
          name="pages"
          label="Page count"
          inputMode="numeric"
          hint={limit ? `${limit.min} to ${limit.max} pages for this trim and paper` : undefined}
        />
        <SelectField
          name="paper"
          label="Paper and ink"
          options={papers.map((paper) => ({ value: paper, label: PAPER_SPECS[paper].label }))}
        />
      </ToolForm>

      {shown ? (
        <div className="grid min-w-0 content-start gap-6">
          <section aria-labelledby="cover-result-title" aria-live="polite" className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="cover-result-title" className="text-lg font-semibold text-slate-900">
                Your cover template
              </h2>
              <ToolButton type="button" variant="outline" size="sm" onClick={copy}>
                Copy the sizes
              </ToolButton>
            </div>
            {template || !loaded ? null : (
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
                  <ToolButton
                    key={kind}
                    type="button"
                    variant="outline"
                    disabled={(loaded && !template) || busy !== null}
                    onClick={() => make(kind)}
                  >
                    {busy === kind
                      ? `Making the ${kind.toUpperCase()}…`
                      : `Make the ${kind.toUpperCase()}`}
                  </ToolButton>
                );
              })}
            </div>
            {downloads.png ? (
              <figure className="grid gap-1">
                {/* A blob URL of a PNG made in the page: next/image has nothing to optimise. */}
                {/* biome-ignore lint/performance/noImgElement: see above */}
                <img
                  src={downloads.png.url}
                  alt={`The ${shown.widthPx} × ${shown.heightPx} px PNG template`}
                  width={shown.widthPx}
                  height={shown.heightPx}
                  className="h-auto w-full rounded border border-slate-300"
                />
                <figcaption className="text-xs text-slate-600">
                  The PNG as it downloads, shown small.
                </figcaption>
              </figure>
            ) : null}
          </section>

          <CoverTemplateNotes template={shown} />
        </div>
      ) : (
        <p className="text-slate-700">
          {engine ? "Fix the fields to see the template." : "Loading the template maker…"}
        </p>
      )}
    </div>
  );
}
