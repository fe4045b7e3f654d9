"use client";

import type { PuzzleBookChoices } from "@inkforge/domain/books/puzzle-book-choices";
import type { PuzzleBookFormValues } from "@inkforge/domain/books/puzzle-book-form";
import type { PuzzleBookRequest } from "@inkforge/domain/books/puzzle-book-request";
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Path } from "react-hook-form";
import { CheckboxField, SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { buttonVariants } from "@/components/ui/button-variants";
import { useServerYear } from "@/lib/api/use-server-year";
import { useLiveForm } from "@/lib/forms/use-live-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import { whenUsed } from "@/lib/when-used";
import { SUPERSEDED } from "@/lib/workers/latest-only-runner";
import type { PuzzleOffer } from "./build-panel";
import { newSeed, puzzleBookDefaults } from "./form-values";
import type { BookPreview } from "./preview";
import { createPreviewRunner, type PreviewRunner } from "./preview-runner";
import { SectionEditor } from "./section-editor";

export type { PuzzleOffer };

const PATH = "/puzzle-book-maker";
/** Pages drawn in the preview (title, copyright, how to play and the first puzzles). */
const PREVIEW_PAGES = 6;
const PREVIEW_DELAY_MS = 300;

const loadEngine = () => import("./engine");
const loadSchema = () => loadEngine().then((engine) => engine.puzzleBookFormSchema);
const loadViews = () => import("./lazy-views");

type PreviewState =
  | { kind: "waiting" }
  | { kind: "working"; last: BookPreview | null }
  | { kind: "ready"; preview: BookPreview }
  | { kind: "failed"; message: string };

export function PuzzleMaker({
  choices,
  initialSeed,
  initialYear,
  offer,
}: {
  choices: PuzzleBookChoices;
  initialSeed: string;
  /** The server's year, for the copyright line (the build uses the API's clock). */
  initialYear: number;
  offer: PuzzleOffer;
}) {
  const [defaults] = useState(() => puzzleBookDefaults(initialSeed));
  // A new book has no author, so its first values draw no preview: the form's reader (zod and the
  // puzzle rules) waits for the person to use the page (decision 0183).
  const { form, values, input, ready } = useLiveForm<PuzzleBookFormValues, PuzzleBookRequest>({
    defaults,
    loadSchema,
    loadWhen: whenUsed,
  });
  const views = useLazyModule(loadViews);
  const year = useServerYear(initialYear);
  const [preview, setPreview] = useState<PreviewState>({ kind: "waiting" });
  const runner = useRef<PreviewRunner | null>(null);

  useEffect(() => {
    runner.current = createPreviewRunner();
    return () => runner.current?.dispose();
  }, []);

  const requestKey = input ? JSON.stringify(input) : null;
  useEffect(() => {
    if (!requestKey) return;
    const request = JSON.parse(requestKey) as PuzzleBookRequest;
    let live = true;
    setPreview((old) => ({
      kind: "working",
      last: old.kind === "ready" ? old.preview : old.kind === "working" ? old.last : null,
    }));
    const timer = setTimeout(() => {
      runner.current
        ?.run({ request, seed: request.seed ?? "", year, pages: PREVIEW_PAGES })
        .then((result) => {
          // Six pages of drawings: rendered in slices that yield (decision 0170).
          if (live) startTransition(() => setPreview({ kind: "ready", preview: result }));
        })
        .catch((error: unknown) => {
          if (!live || (error instanceof Error && error.message === SUPERSEDED)) return;
          setPreview({ kind: "failed", message: "The preview could not be drawn." });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [requestKey, year]);

  // A binding keeps a trim it offers, and a trim a paper it offers.
  const binding =
    choices.bindings.find((choice) => choice.value === values.binding) ?? choices.bindings[0];
  const trims = binding?.trims ?? [];
  const trim = trims.find((choice) => choice.value === values.trim);
  useEffect(() => {
    if (!trim && trims.length > 0) {
      const fallback = trims.find((choice) => choice.value === "6x9") ?? trims[0];
      if (fallback) form.setValue("trim", fallback.value, { shouldValidate: true });
    }
  }, [trim, trims, form]);
  useEffect(() => {
    if (trim && !trim.papers.some((paper) => paper.value === values.paper)) {
      form.setValue("paper", trim.papers[0]?.value ?? "white", { shouldValidate: true });
    }
  }, [trim, values.paper, form]);

  // A preview that names a field (an option the generator refused) shows under that field.
  const shown =
    preview.kind === "ready" ? preview.preview : preview.kind === "working" ? preview.last : null;
  useEffect(() => {
    if (preview.kind === "ready" && !preview.preview.ok) {
      const field = preview.preview.field.replace(/\.options$/, ".type");
      form.setError(field as Path<PuzzleBookFormValues>, {
        type: "preview",
        message: preview.preview.message,
      });
    }
  }, [preview, form]);

  const makeSample = useCallback(
    async (request: PuzzleBookRequest) =>
      (await loadEngine()).toSampleRequest(request, offer.sampleMax),
    [offer.sampleMax],
  );

  const trimLabel = trim?.label ?? values.trim;
  const papers = trim?.papers ?? [];
  const needsAuthor = values.author.trim() === "";
  const summary = useMemo(() => {
    if (!shown?.ok) return null;
    return shown;
  }, [shown]);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <ToolForm form={form} ready label="Puzzle book" idPrefix="puzzle">
        <h2 className="text-lg font-semibold text-slate-900">Your book</h2>
        <TextField name="title" label="Title" />
        <TextField name="subtitle" label="Subtitle (optional)" />
        <TextField name="author" label="Author name" placeholder="As it goes on the cover" />
        <SelectField
          name="binding"
          label="Binding"
          hint={
            values.binding === "hardcover"
              ? "KDP's case laminate: 5.5 × 8.5 to 8.25 × 11 in, 75 to 550 pages; a shorter book gets notes pages."
              : undefined
          }
          options={choices.bindings.map(({ value, label }) => ({ value, label }))}
        />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <SelectField
            name="trim"
            label="Trim size"
            options={trims.map(({ value, label }) => ({ value, label }))}
          />
          <SelectField name="paper" label="Paper and ink" options={papers} />
        </div>
        <CheckboxField
          name="largePrint"
          label="Large print"
          hint="Bigger type and grids, one puzzle a page."
        />
        <CheckboxField name="answerKey" label="Answer key at the back" />
        <CheckboxField name="howToPlay" label="How-to-play page before each section" />
        <CheckboxField name="pageNumbers" label="Page numbers" />
        <CheckboxField name="headers" label="Running headers" />
        <SectionEditor choices={choices} sections={values.sections} />
        <div className="grid gap-2">
          <TextField
            name="seed"
            label="Seed"
            hint="Rebuild the same book with this seed: the same settings and seed make the same puzzles and the same PDF."
          />
          <div>
            <button
              type="button"
              className={buttonVariants({ variant: "outline", size: "sm" })}
              onClick={() => form.setValue("seed", newSeed(), { shouldValidate: true })}
            >
              New seed
            </button>
          </div>
        </div>
      </ToolForm>

      <div className="grid min-w-0 content-start gap-6">
        <section aria-labelledby="puzzle-preview-title" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="puzzle-preview-title" className="text-lg font-semibold text-slate-900">
              Preview
            </h2>
            {/* Not beside "Fix the fields marked…": a form with a mistake lays nothing out. */}
            {preview.kind === "working" && input ? (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                <span
                  aria-hidden
                  className="inline-block size-4 animate-spin rounded-full border-2 border-slate-300 border-t-ember-600"
                />
                Laying out your pages…
              </p>
            ) : null}
          </div>
          {needsAuthor ? (
            <p className="text-slate-700" data-testid="preview-needs-fields">
              Add the author's name to see your pages.
            </p>
          ) : !ready ? (
            <p className="text-slate-700">Loading the puzzle maker…</p>
          ) : !input ? (
            <p className="text-slate-700" data-testid="preview-needs-fields">
              Fix the fields marked in the form to see your pages.
            </p>
          ) : preview.kind === "failed" ? (
            <p className="text-red-700">{preview.message}</p>
          ) : null}
          {summary && views ? (
            <views.PreviewResult preview={summary} trimLabel={trimLabel} />
          ) : null}
        </section>

        {views ? (
          <views.BuildArea
            offer={offer}
            request={input}
            paper={values.paper}
            loginHref={`/login?next=${encodeURIComponent(PATH)}`}
            makeSample={makeSample}
            onInvalid={() => void form.trigger()}
            onFieldErrors={(errors) => {
              for (const error of errors) {
                form.setError(error.path as Path<PuzzleBookFormValues>, {
                  type: "server",
                  message: error.message,
                });
              }
            }}
          />
        ) : (
          <p className="text-slate-700">Loading the builder…</p>
        )}
      </div>
    </div>
  );
}
