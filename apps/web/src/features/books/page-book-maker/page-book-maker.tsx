"use client";

import type {
  MakerBookChoices,
  MakerBookFormOutput,
  MakerBookFormValues,
} from "@inkforge/domain/books/maker-book-form";
import type { MakerBook, MakerBookKind } from "@inkforge/domain/books/maker-books";
import { useCallback, useEffect, useRef, useState } from "react";
import { type Path, useFieldArray } from "react-hook-form";
import { CheckboxField, SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { buttonVariants } from "@/components/ui/button-variants";
import { useServerYear } from "@/lib/api/use-server-year";
import { useLiveForm } from "@/lib/forms/use-live-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import { whenUsed } from "@/lib/when-used";
import { SUPERSEDED } from "@/lib/workers/latest-only-runner";
import type { PuzzleOffer } from "../puzzle-maker/build-panel";
import { makerDefaults, newSeed, ONE_CLICK_BOOKS } from "./form-values";
import { OwnImages } from "./own-images";
import type { MakerPreview } from "./preview";
import { createPreviewRunner, type PreviewRunner } from "./preview-runner";

/*
 * The activity, coloring and low-content book makers (issue 28, decision 0110), one page
 * component on the puzzle book maker's model: the choices come from the server as data, the form
 * reader and the engine load after the first paint, the preview is the build's own layout in a
 * Web Worker, and the build area starts the kind's build, polls it and offers the PDF and its cover.
 */

export type MakerOffer = PuzzleOffer;

/** What the build route takes: the maker's request and its seed. */
type BuildBody = MakerBook["request"] & { seed: string };

const PREVIEW_PAGES = 6;
const PREVIEW_DELAY_MS = 300;
const MAX_SECTIONS = 14;

const NAMES: Record<MakerBookKind, { label: string; idPrefix: string; capability: string }> = {
  "activity-book": {
    label: "Activity book",
    idPrefix: "activity",
    capability: "activity-book-tools",
  },
  "coloring-book": {
    label: "Coloring book",
    idPrefix: "coloring",
    capability: "coloring-book-maker",
  },
  "low-content-book": {
    label: "Low-content book",
    idPrefix: "lowcontent",
    capability: "low-content-book-generator",
  },
};

const loadEngine = () => import("./engine");
const loadViews = () => import("./lazy-views");

type PreviewState =
  | { kind: "waiting" }
  | { kind: "working"; last: MakerPreview | null }
  | { kind: "ready"; preview: MakerPreview }
  | { kind: "failed"; message: string };

function ActivitySections({ choices }: { choices: MakerBookChoices }) {
  const { fields, append, remove } = useFieldArray<MakerBookFormValues, "sections">({
    name: "sections",
  });
  return (
    <fieldset className="grid gap-3">
      <legend className="text-base font-semibold text-slate-900">Activities</legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-end gap-2"
          data-testid="activity-section"
        >
          <SelectField
            name={`sections.${index}.type`}
            label={`Section ${index + 1}`}
            options={choices.activityTypes}
          />
          <TextField name={`sections.${index}.count`} label="Pages" inputMode="numeric" />
          <button
            type="button"
            className={buttonVariants({ variant: "outline", size: "sm" })}
            disabled={fields.length <= 1}
            onClick={() => remove(index)}
            aria-label={`Remove section ${index + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className={buttonVariants({ variant: "outline", size: "sm" })}
          disabled={fields.length >= MAX_SECTIONS}
          onClick={() => append({ type: choices.activityTypes[0]?.value ?? "maze", count: "4" })}
        >
          Add a section
        </button>
      </div>
    </fieldset>
  );
}

export function PageBookMaker({
  kind,
  choices,
  initialSeed,
  initialYear,
  offer,
  path,
}: {
  kind: MakerBookKind;
  choices: MakerBookChoices;
  initialSeed: string;
  /** The server's year, for the copyright line (the build uses the API's clock). */
  initialYear: number;
  offer: MakerOffer;
  /** This maker's page, for the sign-in link. */
  path: string;
}) {
  const names = NAMES[kind];
  const [defaults] = useState(() => makerDefaults(kind, initialSeed));
  const [loadSchema] = useState(
    () => () => loadEngine().then((engine) => engine.makerBookFormSchema(kind)),
  );
  // A new book has no author, so its first values draw no preview: the form's reader waits for
  // the person to use the page (decision 0183).
  const { form, values, input, ready } = useLiveForm<MakerBookFormValues, MakerBookFormOutput>({
    defaults,
    loadSchema,
    loadWhen: whenUsed,
  });
  const needsAuthor = values.author.trim() === "";
  const views = useLazyModule(loadViews);
  const year = useServerYear(initialYear);
  const [preview, setPreview] = useState<PreviewState>({ kind: "waiting" });
  const runner = useRef<PreviewRunner | null>(null);

  useEffect(() => {
    runner.current = createPreviewRunner();
    return () => runner.current?.dispose();
  }, []);

  const inputKey = input ? JSON.stringify(input) : null;
  useEffect(() => {
    if (!inputKey) return;
    const { book, seed } = JSON.parse(inputKey) as MakerBookFormOutput;
    let live = true;
    setPreview((old) => ({
      kind: "working",
      last: old.kind === "ready" ? old.preview : old.kind === "working" ? old.last : null,
    }));
    const timer = setTimeout(() => {
      runner.current
        ?.run({ book, seed, year, pages: PREVIEW_PAGES })
        .then((result) => {
          if (live) setPreview({ kind: "ready", preview: result });
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
  }, [inputKey, year]);

  // A trim keeps a paper it offers.
  const trim = choices.trims.find((choice) => choice.value === values.trim);
  useEffect(() => {
    if (trim && !trim.papers.some((paper) => paper.value === values.paper)) {
      form.setValue("paper", trim.papers[0]?.value ?? "white", { shouldValidate: true });
    }
  }, [trim, values.paper, form]);

  // A planner's refusal names its field: shown under that field.
  useEffect(() => {
    if (preview.kind === "ready" && !preview.preview.ok) {
      const field = preview.preview.field === "styles" ? "style" : preview.preview.field;
      form.setError(field as Path<MakerBookFormValues>, {
        type: "preview",
        message: preview.preview.message,
      });
    }
  }, [preview, form]);

  const template = choices.templates.find((choice) => choice.value === values.template);
  const chooseTemplate = (value: string) => {
    const next = choices.templates.find((choice) => choice.value === value);
    if (!next) return;
    form.setValue("trim", next.trim, { shouldValidate: true });
    if (!next.dated) form.setValue("pages", String(next.pages), { shouldValidate: true });
  };
  const applyOneClick = (values: Partial<MakerBookFormValues>) => {
    for (const [key, value] of Object.entries(values)) {
      form.setValue(key as keyof MakerBookFormValues, value as string, { shouldValidate: true });
    }
  };

  const makeSample = useCallback(
    async (body: BuildBody): Promise<BuildBody> => {
      const { seed, ...request } = body;
      const sample = (await loadEngine()).toMakerSample({ kind, request } as MakerBook);
      return { ...sample.request, seed };
    },
    [kind],
  );

  const shown =
    preview.kind === "ready" ? preview.preview : preview.kind === "working" ? preview.last : null;
  const buildBody: BuildBody | null = input ? { ...input.book.request, seed: input.seed } : null;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <ToolForm form={form} ready label={names.label} idPrefix={names.idPrefix}>
        {kind === "low-content-book" ? (
          <section aria-labelledby="one-click-title" className="grid gap-2">
            <h2 id="one-click-title" className="text-lg font-semibold text-slate-900">
              One click from a template
            </h2>
            <div className="flex flex-wrap gap-2">
              {ONE_CLICK_BOOKS.map((book) => (
                <button
                  key={book.id}
                  type="button"
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  onClick={() => applyOneClick(book.values)}
                >
                  {book.label}
                </button>
              ))}
            </div>
          </section>
        ) : null}
        <h2 className="text-lg font-semibold text-slate-900">Your book</h2>
        <TextField name="title" label="Title" />
        <TextField name="subtitle" label="Subtitle (optional)" />
        <TextField name="author" label="Author name" placeholder="As it goes on the cover" />
        {kind === "low-content-book" ? (
          <div className="grid gap-1">
            <SelectField name="template" label="Template" options={choices.templates} />
            <button
              type="button"
              className={`${buttonVariants({ variant: "outline", size: "sm" })} justify-self-start`}
              onClick={() => chooseTemplate(values.template)}
            >
              Use the template's trim and page count
            </button>
          </div>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <SelectField
            name="trim"
            label="Trim size"
            options={choices.trims.map(({ value, label }) => ({ value, label }))}
          />
          <SelectField name="paper" label="Paper and ink" options={trim?.papers ?? []} />
        </div>
        {kind === "activity-book" ? (
          <>
            <SelectField
              name="ageBand"
              label="Age band"
              options={choices.ageBands}
              hint="Sets the size of the type, the weight of the lines and how hard each activity is."
            />
            <ActivitySections choices={choices} />
            <CheckboxField name="answerKey" label="Answers at the back" />
            <CheckboxField name="dividers" label="A divider page before each section" />
          </>
        ) : null}
        {kind === "coloring-book" ? (
          <>
            <SelectField name="style" label="Style" options={choices.styles} />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField name="designs" label="Designs" inputMode="numeric" />
              <SelectField name="complexity" label="Detail" options={choices.complexities} />
            </div>
            <CheckboxField
              name="singleSided"
              label="Single-sided: a blank back behind every design"
              hint="Markers that bleed through never spoil the next design."
            />
            <OwnImages />
          </>
        ) : null}
        {kind === "low-content-book" ? (
          template?.dated ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField name="year" label="Year" options={choices.years} />
              <SelectField name="holidays" label="Holidays" options={choices.holidays} />
            </div>
          ) : (
            <>
              {values.template === "notebook" ? (
                <SelectField name="design" label="Page design" options={choices.designs} />
              ) : null}
              <TextField
                name="pages"
                label="Pages"
                inputMode="numeric"
                hint="The whole book, title and copyright pages included."
              />
            </>
          )
        ) : null}
        <div className="grid gap-2">
          <TextField
            name="seed"
            label="Seed"
            hint="The same settings and seed make the same pages and the same PDF."
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
        <section aria-labelledby={`${names.idPrefix}-preview-title`} className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2
              id={`${names.idPrefix}-preview-title`}
              className="text-lg font-semibold text-slate-900"
            >
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
            <p className="text-slate-700">Loading the maker…</p>
          ) : !input ? (
            <p className="text-slate-700" data-testid="preview-needs-fields">
              Fix the fields marked in the form to see your pages.
            </p>
          ) : preview.kind === "failed" ? (
            <p className="text-red-700">{preview.message}</p>
          ) : null}
          {shown?.ok && views ? (
            <views.MakerPreviewResult preview={shown} trimLabel={trim?.label ?? values.trim} />
          ) : null}
        </section>

        {views ? (
          <views.BuildArea
            kind={kind}
            capability={names.capability}
            offer={offer}
            request={buildBody}
            paper={values.paper}
            loginHref={`/login?next=${encodeURIComponent(path)}`}
            makeSample={makeSample}
            onInvalid={() => void form.trigger()}
            onFieldErrors={(errors) => {
              for (const error of errors) {
                form.setError(error.path as Path<MakerBookFormValues>, {
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
