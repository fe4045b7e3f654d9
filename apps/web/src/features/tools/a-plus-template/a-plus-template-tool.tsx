"use client";

import { A_PLUS_MODULES, type APlusModule } from "@inkforge/domain/kdp/a-plus-modules";
import type { APlusTemplatePlan } from "@inkforge/domain/tools/a-plus-template/a-plus-template";
import { A_PLUS_MAX_MODULES } from "@inkforge/domain/tools/a-plus-template/limits";
import { useMemo, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { servedGetRun } from "@/features/tools/shared/served-run";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import { type APlusZip, buildAPlusZip, releaseAPlusZip } from "./a-plus-files";
import { APlusPreview } from "./a-plus-preview";

// Without `modules` in the URL the page starts with a common pair: a header and three images.
const DEFAULTS = { modules: "standard-header-image-text,standard-three-images-text" };

function describeSlots(module: APlusModule): string {
  if (module.slots.length === 0) return module.arrangement === "video" ? "video" : "text only";
  return module.slots
    .map(
      (slot) => `${slot.count > 1 ? `${slot.count} × ` : ""}${slot.widthPx} × ${slot.heightPx} px`,
    )
    .join(" + ");
}

function ModuleCard({
  module,
  onAdd,
  disabled,
}: {
  module: APlusModule;
  onAdd: () => void;
  disabled: boolean;
}) {
  return (
    <li className="flex flex-col gap-1 rounded-md border border-slate-200 bg-white p-3">
      <span className="font-semibold text-slate-900">{module.name}</span>
      <span className="text-sm text-slate-700 tabular-nums">{describeSlots(module)}</span>
      {module.confidence !== "2+ sources" ? (
        <span className="text-xs font-medium text-amber-800">
          {module.confidence === "unverified" ? "Size unverified" : "One source"}
        </span>
      ) : null}
      <ToolButton
        type="button"
        size="sm"
        variant="outline"
        className="mt-auto self-start"
        aria-label={`Add ${module.name}`}
        onClick={onAdd}
        disabled={disabled}
      >
        Add
      </ToolButton>
    </li>
  );
}

/** The catalogue id a use of this tool is recorded under. */
const TOOL_ID = "a-plus-content-maker";

const loadEngine = () => import("./engine");
const loadSchema = () => loadEngine().then((engine) => engine.aPlusTemplateFormSchema);

export function APlusTemplateTool() {
  const recordToolUse = useRecordToolUse();
  const engine = useLazyModule(loadEngine);
  const { form, values, input } = useUrlForm({ loadSchema, defaults: DEFAULTS });
  const ids = values.modules
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  const [zip, setZip] = useState<APlusZip | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldError = form.formState.errors.modules?.message;

  const plan: APlusTemplatePlan | null = useMemo(
    () => (engine && input && input.modules.length > 0 ? engine.planAPlusTemplates(input) : null),
    [engine, input],
  );

  const change = (next: string[]) => {
    setError(null);
    // A changed page makes an old ZIP stale.
    if (zip) releaseAPlusZip(zip);
    setZip(null);
    form.setValue("modules", next.slice(0, A_PLUS_MAX_MODULES).join(","), {
      shouldValidate: true,
      shouldDirty: true,
    });
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    change(next);
  };

  const makeZip = async () => {
    if (!plan || plan.files.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      setZip(await buildAPlusZip(plan));
      if (input) void recordToolUse(TOOL_ID, servedGetRun("/api/tools/a-plus-template", input));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : "The templates could not be drawn");
    } finally {
      setBusy(false);
    }
  };

  const copySizes = async () => {
    if (!plan) return;
    const text = plan.files
      .map((file) => `${file.fileName}: ${file.widthPx} × ${file.heightPx} px`)
      .join("\n");
    try {
      await navigator.clipboard.writeText(text);
      toast({ variant: "success", title: "Sizes copied" });
      if (input) void recordToolUse(TOOL_ID, servedGetRun("/api/tools/a-plus-template", input));
    } catch {
      toast({ variant: "error", title: "Your browser did not allow copying" });
    }
  };

  const full = ids.length >= A_PLUS_MAX_MODULES;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <section aria-label="A+ modules" className="grid content-start gap-4">
        <h2 className="text-lg font-semibold text-slate-900">Modules</h2>
        {(["standard", "premium"] as const).map((tier) => (
          <div key={tier} className="grid gap-2">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {tier === "standard" ? "Standard A+ (970 px wide)" : "Premium A+ (1464 px wide)"}
            </h3>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
              {A_PLUS_MODULES.filter((module) => module.tier === tier).map((module) => (
                <ModuleCard
                  key={module.id}
                  module={module}
                  disabled={full}
                  onAdd={() => change([...ids, module.id])}
                />
              ))}
            </ul>
          </div>
        ))}
      </section>

      <div className="grid content-start gap-6">
        <section aria-labelledby="a-plus-page-title" className="grid gap-3">
          <h2 id="a-plus-page-title" className="text-lg font-semibold text-slate-900">
            Your A+ page
          </h2>
          <input type="hidden" {...form.register("modules")} />
          {fieldError && ids.length > 0 ? (
            <p id="a-plus-modules-error" role="alert" className="text-sm font-medium text-red-700">
              {fieldError}
            </p>
          ) : null}
          {ids.length === 0 ? (
            <p className="text-slate-700">Add a module to start your page.</p>
          ) : (
            <ol aria-label="Your A+ page" className="grid gap-2">
              {ids.map((id, index) => {
                const module = A_PLUS_MODULES.find((candidate) => candidate.id === id);
                if (!module) return null;
                const name = `${index + 1}. ${module.name}`;
                return (
                  <li
                    // Positions are the identity here: the same module may appear twice.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={`${index}-${id}`}
                    className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="font-medium text-slate-900">{name}</span>{" "}
                      <span className="text-sm text-slate-600 tabular-nums">
                        {describeSlots(module)}
                      </span>
                    </span>
                    <ToolButton
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      Up
                    </ToolButton>
                    <ToolButton
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${name} down`}
                      disabled={index === ids.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      Down
                    </ToolButton>
                    <ToolButton
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${name}`}
                      onClick={() => change(ids.filter((_, other) => other !== index))}
                    >
                      Remove
                    </ToolButton>
                  </li>
                );
              })}
            </ol>
          )}
        </section>

        {plan ? (
          <>
            <section aria-labelledby="a-plus-preview-title" className="grid gap-2">
              <h2 id="a-plus-preview-title" className="text-lg font-semibold text-slate-900">
                Preview of the page
              </h2>
              <p className="text-sm text-slate-700">
                To scale at {plan.preview.widthPx} px, the width of{" "}
                {plan.preview.widthPx === 1464 ? "premium" : "standard"} A+ on a desktop product
                page.
              </p>
              <div className="rounded border border-slate-200 bg-slate-50 p-2">
                <APlusPreview plan={plan} />
              </div>
            </section>

            <section aria-labelledby="a-plus-files-title" className="grid gap-3">
              <h2 id="a-plus-files-title" className="text-lg font-semibold text-slate-900">
                Image templates
              </h2>
              <p data-testid="a-plus-file-count" className="text-slate-800">
                {plan.files.length === 1 ? "1 template" : `${plan.files.length} templates`}, one PNG
                per image at the size Amazon asks for, labelled with the module and its size.
              </p>
              {plan.files.length > 0 ? (
                <ul className="grid gap-1 text-sm text-slate-700 tabular-nums">
                  {plan.files.map((file) => (
                    <li key={file.fileName} className="break-all">
                      {file.fileName}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="flex flex-wrap items-center gap-3">
                <ToolButton
                  type="button"
                  onClick={makeZip}
                  disabled={busy || plan.files.length === 0}
                >
                  {busy ? "Drawing the templates…" : "Make the ZIP"}
                </ToolButton>
                <ToolButton
                  type="button"
                  variant="outline"
                  onClick={copySizes}
                  disabled={plan.files.length === 0}
                >
                  Copy the sizes
                </ToolButton>
                {zip ? (
                  <a
                    href={zip.url}
                    download={zip.fileName}
                    className="font-semibold text-ink-700 underline"
                  >
                    Download the ZIP ({Math.max(1, Math.round(zip.blob.size / 1024))} KB)
                  </a>
                ) : null}
              </div>
              {zip && zip.previews.length > 0 ? (
                <ul
                  aria-label="Templates in the ZIP"
                  className="grid grid-cols-2 gap-3 sm:grid-cols-3"
                >
                  {zip.previews.map((preview) => (
                    <li key={preview.fileName} className="grid gap-1">
                      {/* A blob URL of a PNG made in the page: next/image has nothing to optimise. */}
                      {/* biome-ignore lint/performance/noImgElement: see above */}
                      <img
                        src={preview.url}
                        alt={`Template ${preview.fileName}`}
                        width={preview.widthPx}
                        height={preview.heightPx}
                        className="h-auto w-full rounded border border-slate-300"
                      />
                      <span className="break-all text-xs text-slate-600">{preview.fileName}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {error ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </section>

            <section
              aria-labelledby="a-plus-notes-title"
              className="grid gap-2 text-sm text-slate-700"
            >
              <h2 id="a-plus-notes-title" className="text-base font-semibold text-slate-900">
                Where the sizes come from
              </h2>
              <p>
                KDP authors add A+ content in KDP Marketing. The image sizes are those of
                Amazon&apos;s A+ modules; images of another shape are scaled to the slot&apos;s
                short side and cropped. Use JPG or PNG in RGB, at most 2 MB each.
              </p>
              <ul className="list-disc pl-5">
                {plan.sources.map((source) => (
                  <li key={source.title}>
                    Source: {source.title} ({source.key}), as of {source.date}.
                  </li>
                ))}
              </ul>
              {plan.modules.some(({ module }) => module.note) ? (
                <ul className="list-disc pl-5">
                  {[
                    ...new Set(
                      plan.modules.flatMap(({ module }) =>
                        module.note ? [`${module.name}: ${module.note}`] : [],
                      ),
                    ),
                  ].map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          </>
        ) : null}
      </div>
    </div>
  );
}
