"use client";

import type { BookProject } from "@inkforge/domain/book-project/contract";
import { runPreflight } from "@inkforge/domain/book-project/preflight";
import {
  type ProjectFormValues,
  projectFormSchema,
} from "@inkforge/domain/book-project/project-form";
import { MARKETPLACE_IDS, type MarketplaceId } from "@inkforge/domain/kdp/marketplaces";
import type { CoverTemplate } from "@inkforge/domain/tools/cover-template/cover-template";
import { useEffect, useMemo, useRef, useState } from "react";
import { get, useFormState, useWatch } from "react-hook-form";
import { SelectField, TextAreaField, TextField, ToolForm } from "@/components/forms/fields";
import {
  formatOptions,
  inkOptions,
  listTrimOptions,
  paperOptions,
} from "@/components/forms/kdp-options";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useBookProjectsClient } from "@/lib/api/use-book-projects-client";
import { useAuth } from "@/lib/auth/use-auth";
import { downloadBuild } from "@/lib/download-build";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toDraft, toPreflightInput } from "./preflight-draft";
import { PreflightPriceTable } from "./preflight-figures";
import { PreflightProblems } from "./preflight-problems";

/** Quiet time after the last keystroke before the draft is saved. */
const SAVE_DELAY_MS = 700;

type SaveState =
  | { kind: "saved" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "invalid"; message: string }
  | { kind: "failed"; message: string };

function saveLabel(state: SaveState): string {
  switch (state.kind) {
    case "saved":
      return "All changes saved";
    case "pending":
    case "saving":
      return "Saving…";
    case "invalid":
      return `Not saved: ${state.message}`;
    case "failed":
      return `Not saved: ${state.message}. It will be retried on your next change.`;
  }
}

async function downloadCover(template: CoverTemplate, kind: "pdf" | "png") {
  const { buildCoverPdf, buildCoverPng } = await import("@/lib/cover-template/cover-files");
  const file = kind === "pdf" ? await buildCoverPdf(template) : await buildCoverPng(template);
  const link = document.createElement("a");
  link.href = file.url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the object URL is no longer needed after that.
  setTimeout(() => URL.revokeObjectURL(file.url), 10_000);
}

const KIND_LABELS: Record<string, string> = {
  "puzzle-book": "Puzzle book",
  "activity-book": "Activity book",
  "coloring-book": "Coloring book",
  "low-content-book": "Low-content book",
  manuscript: "Formatted manuscript",
};

function formatBytes(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The built interior in the project (decision 0138): what KDP gets, and its download. */
function InteriorSection({ interior }: { interior: NonNullable<BookProject["interior"]> }) {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const figures: [string, string][] = [
    ["Binding", interior.binding === "hardcover" ? "Hardcover" : "Paperback"],
    ["Trim", `${interior.trim} in`],
    ["Pages", String(interior.pageCount)],
    ["Paper", interior.paper.replace("-", " ")],
  ];
  return (
    <section
      aria-labelledby="project-interior-title"
      className="grid gap-3"
      data-testid="project-interior"
    >
      <h2 id="project-interior-title" className="text-lg font-semibold text-slate-900">
        Interior
      </h2>
      <p className="text-sm text-slate-700">
        {KIND_LABELS[interior.kind] ?? "Book"} “{interior.title}”
        {interior.sample ? " (free sample, watermarked)" : ""}
        {interior.fileBytes ? `, ${formatBytes(interior.fileBytes)}` : ""}. Its own checks, read
        back from the PDF, are in the pre-flight below.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 bg-white p-3">
            <dt className="text-xs uppercase tracking-wide text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold" data-testid={`interior-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <ToolButton
          type="button"
          variant="outline"
          disabled={busy || !token}
          onClick={async () => {
            if (!token) return;
            setBusy(true);
            setProblem(
              await downloadBuild(token, {
                id: interior.buildId,
                title: interior.title,
                sample: interior.sample,
                format: "pdf",
              }),
            );
            setBusy(false);
          }}
        >
          {busy ? "Downloading…" : "Download the interior PDF"}
        </ToolButton>
        {problem ? (
          <p className="text-sm text-red-700" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The fields in the order the page shows them: the save line names the first problem. */
const FIELD_ORDER = [
  "title",
  "binding",
  "fileSizeMb",
  "trim",
  "pageCount",
  "ink",
  "paper",
  "listingTitle",
  "subtitle",
  "series",
  "author",
  "description",
  "keywords",
  "categories",
  ...MARKETPLACE_IDS.map((id) => `prices.${id}` as const),
] as const;

const LABELS = { title: "Project name", fileSizeMb: "File size", pageCount: "Page count" };

/**
 * One project's form, checks and downloads. It carries the form library, zod and every pre-flight
 * engine, so the page loads it after the first paint, beside the project it waits for anyway.
 */
export function ProjectEditor({ project }: { project: BookProject }) {
  const api = useBookProjectsClient();
  const form = useZodForm({
    schema: projectFormSchema,
    defaultValues: toDraft(project),
    labels: LABELS,
  });
  // A new object only when a value changed, so the checks and the save below follow the typing.
  const draft = useWatch({
    control: form.control,
    compute: (values: ProjectFormValues) => ({ ...values, prices: { ...values.prices } }),
  });
  const loaded = useRef(draft);
  const [save, setSave] = useState<SaveState>({ kind: "saved" });
  const [busy, setBusy] = useState<"pdf" | "png" | null>(null);
  const { errors } = useFormState({ control: form.control });

  const result = useMemo(
    () => runPreflight({ ...toPreflightInput(draft), interior: project.interior }),
    [draft, project.interior],
  );

  // Checked on every change, so a problem is named under its field at once; saved after a quiet
  // time, each change restarting the wait, and only the newest values are sent.
  useEffect(() => {
    if (draft === loaded.current) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void form.trigger().then((valid) => {
      if (!current) return;
      if (!valid) {
        const first = FIELD_ORDER.map((name) => form.getFieldState(name).error?.message).find(
          Boolean,
        );
        setSave({ kind: "invalid", message: first ?? "a value the server would refuse" });
        return;
      }
      setSave({ kind: "pending" });
      const send = form.handleSubmit(async (body) => {
        setSave({ kind: "saving" });
        const saved = await api.update(project.id, body);
        if (!current) return;
        setSave(saved.ok ? { kind: "saved" } : { kind: "failed", message: saved.message });
      });
      timer = setTimeout(() => void send(), SAVE_DELAY_MS);
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft, form, api, project.id]);

  const make = async (kind: "pdf" | "png") => {
    if (!result.cover) return;
    setBusy(kind);
    try {
      await downloadCover(result.cover, kind);
    } catch (cause) {
      toast({
        variant: "error",
        title: cause instanceof Error ? cause.message : "The template could not be made",
      });
    } finally {
      setBusy(null);
    }
  };

  const isEbook = draft.binding === "ebook";
  const trims = listTrimOptions(draft.binding);
  const trimOptions = trims.some((trim) => trim.value === draft.trim)
    ? trims
    : [{ value: draft.trim, label: `${draft.trim} (not offered for this binding)` }, ...trims];
  const { counts, cover } = result;
  const priceError = (marketplace: MarketplaceId) => {
    const message = (get(errors, `prices.${marketplace}`) as { message?: unknown } | undefined)
      ?.message;
    return typeof message === "string" ? message : undefined;
  };

  return (
    <ToolForm form={form} label="Book project" idPrefix="project" className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 max-w-xl flex-1">
          <TextField name="title" label="Project name" />
        </div>
        <p
          data-testid="project-save-status"
          data-state={save.kind}
          aria-live="polite"
          className={`text-sm ${save.kind === "invalid" || save.kind === "failed" ? "text-red-800" : "text-slate-600"}`}
        >
          {saveLabel(save)}
        </p>
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-semibold text-slate-900">Format and specs</legend>
            <SelectField name="binding" label="Format" options={formatOptions} />
            {isEbook ? (
              <TextField
                name="fileSizeMb"
                label="File size (MB)"
                inputMode="decimal"
                hint="The converted size KDP shows after upload; it sets the 35% minimum."
              />
            ) : (
              <>
                <SelectField name="trim" label="Trim size" options={trimOptions} />
                <TextField
                  name="pageCount"
                  label="Page count"
                  inputMode="numeric"
                  hint={
                    cover ? `${cover.pageLimit.min} to ${cover.pageLimit.max} pages` : undefined
                  }
                />
                <div className="grid grid-cols-2 gap-3">
                  <SelectField name="ink" label="Ink" options={inkOptions} />
                  <SelectField name="paper" label="Paper" options={paperOptions} />
                </div>
              </>
            )}
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-semibold text-slate-900">Listing</legend>
            <TextField
              name="listingTitle"
              label="Book title"
              hint={`Title and subtitle: ${counts.titleAndSubtitle.used} of ${counts.titleAndSubtitle.max} characters`}
            />
            <TextField name="subtitle" label="Subtitle" />
            <TextField name="series" label="Series" />
            <TextField name="author" label="Author" />
            <TextAreaField
              name="description"
              label="Description (HTML)"
              rows={6}
              hint={`${counts.description.used} of ${counts.description.max} characters, tags included`}
            />
            <TextAreaField
              name="keywords"
              label="Keywords, one per line"
              rows={7}
              hint={`${counts.keywords.used} of ${counts.keywords.max} boxes; longest ${counts.keywords.longest} of ${counts.keywords.maxPerBox} characters`}
            />
            <TextAreaField name="categories" label="Categories, one per line" rows={3} />
          </fieldset>
        </div>
        <div className="grid min-w-0 content-start gap-8">
          {project.interior ? <InteriorSection interior={project.interior} /> : null}
          {isEbook ? null : (
            <section aria-labelledby="project-cover-title" className="grid gap-3">
              <h2 id="project-cover-title" className="text-lg font-semibold text-slate-900">
                Cover
              </h2>
              {cover ? (
                <>
                  <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    <div className="rounded-md border border-slate-200 bg-white p-3">
                      <dt className="text-xs uppercase tracking-wide text-slate-600">
                        Spine width
                      </dt>
                      <dd data-testid="preflight-spine" className="text-lg font-semibold">
                        {cover.spineIn} in ({cover.spineMm} mm)
                      </dd>
                    </div>
                    <div className="rounded-md border border-slate-200 bg-white p-3">
                      <dt className="text-xs uppercase tracking-wide text-slate-600">Full cover</dt>
                      <dd data-testid="preflight-cover-size" className="text-lg font-semibold">
                        {cover.widthIn} × {cover.heightIn} in
                      </dd>
                    </div>
                    <div className="col-span-2 rounded-md border border-slate-200 bg-white p-3 sm:col-span-1">
                      <dt className="text-xs uppercase tracking-wide text-slate-600">Spine text</dt>
                      <dd className="text-lg font-semibold">
                        {cover.spineTextAllowed
                          ? "Allowed"
                          : `Not before ${cover.spineTextMinPages} pages`}
                      </dd>
                    </div>
                  </dl>
                  <div className="flex flex-wrap gap-3">
                    {(["pdf", "png"] as const).map((kind) => (
                      <ToolButton
                        key={kind}
                        type="button"
                        variant={kind === "pdf" ? "primary" : "outline"}
                        disabled={busy !== null}
                        onClick={() => make(kind)}
                      >
                        {busy === kind
                          ? `Making the ${kind.toUpperCase()}…`
                          : `Download cover template (${kind.toUpperCase()})`}
                      </ToolButton>
                    ))}
                  </div>
                  <p className="text-sm text-slate-600">
                    Made from the specs above ({cover.trim.label}, {cover.pages} pages,{" "}
                    {cover.paperLabel.toLowerCase()}): download it again after any change.
                  </p>
                </>
              ) : (
                <p className="text-sm text-slate-700">
                  Fix the print specs to see the cover size and download its template.
                </p>
              )}
            </section>
          )}
          <PreflightProblems result={result} />
        </div>
      </div>

      <section aria-labelledby="project-prices-title" className="grid gap-3">
        <h2 id="project-prices-title" className="text-lg font-semibold text-slate-900">
          Prices and royalty
        </h2>
        <p className="text-sm text-slate-600">
          Leave a price empty where KDP should convert it from another marketplace. The minimum and
          the royalty follow the specs above.
        </p>
        <PreflightPriceTable
          result={result}
          prices={draft.prices}
          priceError={priceError}
          onPriceChange={(marketplace, value) =>
            // Keyed by marketplace ("amazon.co.uk"), so the table sets the whole record.
            form.setValue(
              "prices",
              { ...draft.prices, [marketplace]: value },
              { shouldDirty: true },
            )
          }
        />
      </section>
    </ToolForm>
  );
}
