"use client";

import type { BookProject } from "@inkforge/domain/book-project/contract";
import { runPreflight } from "@inkforge/domain/book-project/preflight";
import type { MarketplaceId } from "@inkforge/domain/kdp/marketplaces";
import type { CoverTemplate } from "@inkforge/domain/tools/cover-template/cover-template";
import Link from "next/link";
import type * as React from "react";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import {
  formatOptions,
  inkOptions,
  listTrimOptions,
  paperOptions,
} from "@/features/tools/royalty/options";
import { ToolButton } from "@/features/tools/shared/tool-button";
import { useAuth } from "@/lib/auth/use-auth";
import { downloadBuild } from "@/lib/download-build";
import { useBookProjectApi } from "./preflight-api";
import { type ProjectDraft, toDraft, toPreflightInput, toProjectUpdate } from "./preflight-draft";
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

type Load =
  | { kind: "loading" }
  | { kind: "missing" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; project: BookProject };

const controlClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700";

function Field({
  id,
  label,
  hint,
  invalid,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  invalid?: boolean;
  children: (props: {
    id: string;
    "aria-describedby"?: string;
    "aria-invalid"?: boolean;
  }) => React.ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        ...(hint ? { "aria-describedby": `${id}-hint` } : {}),
        ...(invalid ? { "aria-invalid": true } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

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
  const { buildCoverPdf, buildCoverPng } = await import(
    "@/features/tools/cover-template/cover-files"
  );
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

function ProjectEditor({ project }: { project: BookProject }) {
  const api = useBookProjectApi();
  const [draft, setDraft] = useState<ProjectDraft>(() => toDraft(project));
  const [save, setSave] = useState<SaveState>({ kind: "saved" });
  const [busy, setBusy] = useState<"pdf" | "png" | null>(null);
  const edited = useRef(false);

  const result = useMemo(
    () => runPreflight({ ...toPreflightInput(draft), interior: project.interior }),
    [draft, project.interior],
  );
  const update = useMemo(() => toProjectUpdate(draft), [draft]);

  const change = <K extends keyof ProjectDraft>(key: K, value: ProjectDraft[K]) => {
    edited.current = true;
    setDraft((old) => ({ ...old, [key]: value }));
  };
  const changePrice = (marketplace: MarketplaceId, value: string) => {
    edited.current = true;
    setDraft((old) => ({ ...old, prices: { ...old.prices, [marketplace]: value } }));
  };

  // Debounced save: each change restarts the wait, and only the newest draft is sent.
  useEffect(() => {
    if (!edited.current) return;
    if (!update.ok) {
      setSave({ kind: "invalid", message: update.message });
      return;
    }
    setSave({ kind: "pending" });
    let current = true;
    const timer = setTimeout(async () => {
      setSave({ kind: "saving" });
      const saved = await api.update(project.id, update.body);
      if (!current) return;
      setSave(saved.ok ? { kind: "saved" } : { kind: "failed", message: saved.message });
    }, SAVE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [update, api, project.id]);

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
  const invalidField = update.ok ? null : update.field;
  const { counts, cover } = result;

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor="project-title" className="text-sm font-medium text-slate-800">
            Project name
          </label>
          <input
            id="project-title"
            className={`${controlClass} h-11 max-w-xl text-lg font-semibold`}
            value={draft.title}
            aria-invalid={invalidField === "title" ? true : undefined}
            onChange={(event) => change("title", event.target.value)}
          />
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
        <form
          aria-label="Book project"
          noValidate
          onSubmit={(event) => event.preventDefault()}
          className="grid content-start gap-6"
        >
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-semibold text-slate-900">Format and specs</legend>
            <Field id="project-binding" label="Format">
              {(props) => (
                <select
                  {...props}
                  className={`${controlClass} h-11`}
                  value={draft.binding}
                  onChange={(event) =>
                    change("binding", event.target.value as ProjectDraft["binding"])
                  }
                >
                  {formatOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {isEbook ? (
              <Field
                id="project-file-size"
                label="File size (MB)"
                hint="The converted size KDP shows after upload; it sets the 35% minimum."
                invalid={invalidField === "specs.fileSizeMb"}
              >
                {(props) => (
                  <input
                    {...props}
                    className={`${controlClass} h-11`}
                    inputMode="decimal"
                    value={draft.fileSizeMb}
                    onChange={(event) => change("fileSizeMb", event.target.value)}
                  />
                )}
              </Field>
            ) : (
              <>
                <Field id="project-trim" label="Trim size">
                  {(props) => (
                    <select
                      {...props}
                      className={`${controlClass} h-11`}
                      value={draft.trim}
                      onChange={(event) => change("trim", event.target.value)}
                    >
                      {trimOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field
                  id="project-pages"
                  label="Page count"
                  invalid={invalidField === "specs.pageCount"}
                  hint={
                    cover ? `${cover.pageLimit.min} to ${cover.pageLimit.max} pages` : undefined
                  }
                >
                  {(props) => (
                    <input
                      {...props}
                      className={`${controlClass} h-11`}
                      inputMode="numeric"
                      value={draft.pageCount}
                      onChange={(event) => change("pageCount", event.target.value)}
                    />
                  )}
                </Field>
                <div className="grid grid-cols-2 gap-3">
                  <Field id="project-ink" label="Ink">
                    {(props) => (
                      <select
                        {...props}
                        className={`${controlClass} h-11`}
                        value={draft.ink}
                        onChange={(event) =>
                          change("ink", event.target.value as ProjectDraft["ink"])
                        }
                      >
                        {inkOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field id="project-paper" label="Paper">
                    {(props) => (
                      <select
                        {...props}
                        className={`${controlClass} h-11`}
                        value={draft.paper}
                        onChange={(event) =>
                          change("paper", event.target.value as ProjectDraft["paper"])
                        }
                      >
                        {paperOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </div>
              </>
            )}
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-semibold text-slate-900">Listing</legend>
            <Field
              id="project-listing-title"
              label="Book title"
              hint={`Title and subtitle: ${counts.titleAndSubtitle.used} of ${counts.titleAndSubtitle.max} characters`}
            >
              {(props) => (
                <input
                  {...props}
                  className={`${controlClass} h-11`}
                  value={draft.listingTitle}
                  onChange={(event) => change("listingTitle", event.target.value)}
                />
              )}
            </Field>
            <Field id="project-subtitle" label="Subtitle">
              {(props) => (
                <input
                  {...props}
                  className={`${controlClass} h-11`}
                  value={draft.subtitle}
                  onChange={(event) => change("subtitle", event.target.value)}
                />
              )}
            </Field>
            <Field id="project-series" label="Series">
              {(props) => (
                <input
                  {...props}
                  className={`${controlClass} h-11`}
                  value={draft.series}
                  onChange={(event) => change("series", event.target.value)}
                />
              )}
            </Field>
            <Field id="project-author" label="Author">
              {(props) => (
                <input
                  {...props}
                  className={`${controlClass} h-11`}
                  value={draft.author}
                  onChange={(event) => change("author", event.target.value)}
                />
              )}
            </Field>
            <Field
              id="project-description"
              label="Description (HTML)"
              hint={`${counts.description.used} of ${counts.description.max} characters, tags included`}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={6}
                  className={`${controlClass} py-2`}
                  value={draft.description}
                  onChange={(event) => change("description", event.target.value)}
                />
              )}
            </Field>
            <Field
              id="project-keywords"
              label="Keywords, one per line"
              hint={`${counts.keywords.used} of ${counts.keywords.max} boxes; longest ${counts.keywords.longest} of ${counts.keywords.maxPerBox} characters`}
              invalid={invalidField?.startsWith("listing.keywords") ?? false}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={7}
                  className={`${controlClass} py-2`}
                  value={draft.keywords}
                  onChange={(event) => change("keywords", event.target.value)}
                />
              )}
            </Field>
            <Field
              id="project-categories"
              label="Categories, one per line"
              invalid={invalidField?.startsWith("listing.categories") ?? false}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={3}
                  className={`${controlClass} py-2`}
                  value={draft.categories}
                  onChange={(event) => change("categories", event.target.value)}
                />
              )}
            </Field>
          </fieldset>
        </form>

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
        <PreflightPriceTable result={result} prices={draft.prices} onPriceChange={changePrice} />
      </section>
    </div>
  );
}

/** The project page: loads one of the user's projects, then edits and re-checks it. */
export function PreflightPage({ projectId }: { projectId: string }) {
  const api = useBookProjectApi();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    void api.get(projectId).then((answer) => {
      if (!live) return;
      if (answer.ok) setLoad({ kind: "ready", project: answer.data });
      else if (answer.status === 404 || answer.status === 400) setLoad({ kind: "missing" });
      else setLoad({ kind: "failed", message: answer.message });
    });
    return () => {
      live = false;
    };
  }, [api, projectId]);

  if (load.kind === "loading") return <p className="text-slate-700">Loading the project…</p>;
  if (load.kind === "ready") return <ProjectEditor key={projectId} project={load.project} />;
  return (
    <div className="grid gap-3">
      <p className="text-slate-800">
        {load.kind === "missing"
          ? "This project does not exist, or it belongs to another account."
          : `The project could not be loaded: ${load.message}`}
      </p>
      <p>
        <Link href="/book-planner" className="font-semibold text-ink-700 underline">
          Back to your book projects
        </Link>
      </p>
    </div>
  );
}
