"use client";

import type { BackendKeywordsResult } from "@inkforge/domain/research/backend-keywords";
import { KEYWORD_BOX_MAX as BACKEND_KEYWORD_BOX_CHARS } from "@inkforge/domain/tools/guidelines-check/limits";
import { useDeferredValue, useMemo, useRef } from "react";
import { TextField, ToolForm } from "@/components/forms/fields";
import { toast } from "@/components/toast/toast-store";
import { ToolButton as Button } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { TextAreaField } from "@/features/tools/word-cloud/text-area-field";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import {
  BACKEND_KEYWORDS_DEFAULTS,
  COVERAGE_STATUS_TEXT,
  formatAllBoxes,
  REMOVED_REASON_TEXT,
  UNPLACED_REASON_TEXT,
} from "./form";
import { MarketplaceSeedsSlot } from "./marketplace-seeds-slot";

/** The catalogue id a use of this tool is recorded under. */
const TOOL_ID = "backend-keywords";

const loadEngine = () => import("./engine");
const loadSchema = () => loadEngine().then((engine) => engine.backendKeywordsFormSchema);

const LABELS = {
  title: "Title",
  subtitle: "Subtitle",
  author: "Author",
  seeds: "Seed keywords",
  otherAuthors: "Other authors to keep out",
  trademarks: "Brands to keep out",
};

export function BackendKeywordsTool() {
  const recordToolUse = useRecordToolUse();
  const engine = useLazyModule(loadEngine);
  const { form, values, input, ready } = useUrlForm({
    loadSchema,
    defaults: BACKEND_KEYWORDS_DEFAULTS,
    labels: LABELS,
  });
  // Packing hundreds of phrases on every key would make typing lag; React packs the latest value.
  const deferredInput = useDeferredValue(input);
  // The packer needs a title; the form asks for one only once there are seeds.
  const result = useMemo(
    () => (engine && deferredInput?.title ? engine.packBackendKeywords(deferredInput) : null),
    [engine, deferredInput],
  );
  const lastGood = useRef<BackendKeywordsResult | null>(null);
  // With the input that made it: the server runs that, not a field still being corrected.
  const lastGoodInput = useRef(deferredInput);
  if (result) {
    lastGood.current = result;
    lastGoodInput.current = deferredInput;
  }
  const shown = result ?? lastGood.current;
  const hasSeeds = values.seeds.trim() !== "";

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ variant: "success", title: `${what} copied` });
      const served = lastGoodInput.current;
      if (served)
        void recordToolUse(TOOL_ID, {
          method: "POST",
          path: "/api/tools/backend-keywords",
          body: served,
        });
    } catch {
      toast({ variant: "error", title: "Your browser did not allow copying" });
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="grid content-start gap-6">
        <MarketplaceSeedsSlot
          currentSeeds={values.seeds}
          onSeeds={(text) =>
            form.setValue("seeds", text, { shouldDirty: true, shouldValidate: true })
          }
        />
        <ToolForm
          form={form}
          ready={ready && engine !== null}
          label="7 backend keywords"
          idPrefix="backend-keywords"
        >
          <TextField name="title" label="Title" />
          <TextField name="subtitle" label="Subtitle" />
          <TextField name="author" label="Author" hint="Separate co-authors with a semicolon." />
          <TextAreaField
            id="backend-keywords-seeds"
            name="seeds"
            label="Seed keywords"
            rows={10}
            hint="One search phrase per line, the ones readers type into Amazon. Nothing leaves your browser."
          />
          <TextAreaField
            id="backend-keywords-other-authors"
            name="otherAuthors"
            label="Other authors to keep out (optional)"
            rows={3}
            hint="One name per line: authors your readers also search for. KDP does not allow their names in keywords."
          />
          <TextAreaField
            id="backend-keywords-trademarks"
            name="trademarks"
            label="Brands to keep out (optional)"
            rows={3}
            hint="One per line: brand or trademark names you do not own."
          />
        </ToolForm>
      </div>

      <section
        aria-label="Backend keywords"
        aria-live="polite"
        className="grid content-start gap-6"
      >
        {shown && hasSeeds ? (
          <>
            <div className="grid gap-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-lg font-semibold text-ink-900">Your 7 keyword boxes</h2>
                <Button
                  type="button"
                  onClick={() => copy(formatAllBoxes(shown.boxes), "All 7 boxes")}
                >
                  Copy all
                </Button>
              </div>
              {result || !engine || !ready ? null : (
                <p className="text-sm text-amber-800" data-testid="keyword-boxes-stale">
                  Showing the last boxes made from valid fields; fix the field marked in the form.
                </p>
              )}
              <ol className="grid gap-2" data-testid="keyword-boxes">
                {shown.boxes.map((box, index) => {
                  const number = index + 1;
                  const length = shown.boxLengths[index] ?? 0;
                  return (
                    <li
                      key={number}
                      className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 gap-y-1 rounded-md border bg-white p-3 sm:grid-cols-[4rem_minmax(0,1fr)_auto_auto]"
                    >
                      <span className="text-sm font-semibold text-ink-900">Box {number}</span>
                      <span
                        data-testid={`keyword-box-${number}`}
                        className="col-span-3 row-start-2 wrap-anywhere font-mono text-sm text-slate-900 sm:col-span-1 sm:col-start-2 sm:row-start-1"
                      >
                        {box || <span className="text-slate-500">(empty)</span>}
                      </span>
                      <span
                        className={`text-sm tabular-nums ${length > BACKEND_KEYWORD_BOX_CHARS ? "text-red-700" : "text-slate-700"}`}
                      >
                        {length}/{BACKEND_KEYWORD_BOX_CHARS}
                      </span>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        disabled={box === ""}
                        aria-label={`Copy box ${number}`}
                        onClick={() => copy(box, `Box ${number}`)}
                      >
                        Copy
                      </Button>
                    </li>
                  );
                })}
              </ol>
              <p className="text-sm text-slate-700">
                {shown.charactersUsed} of {shown.charactersAvailable} characters used.{" "}
                {shown.coverage.total > 0
                  ? `${shown.coverage.covered} of ${shown.coverage.total} seed phrases are fully findable (with your title, subtitle and author).`
                  : "None of the seed phrases has a word left to place."}
              </p>
            </div>

            {shown.flags.length > 0 ? (
              <div className="grid gap-2">
                <h2 className="text-base font-semibold text-ink-900">Flagged terms (left out)</h2>
                <ul className="grid gap-2 text-sm" data-testid="keyword-flags">
                  {shown.flags.map((flag) => (
                    <li
                      key={`${flag.phrase}:${flag.term}:${flag.rule}`}
                      className={`rounded-md border p-2 ${flag.severity === "rejection" ? "border-red-300 bg-red-50 text-red-900" : "border-amber-300 bg-amber-50 text-amber-900"}`}
                    >
                      <span className="font-semibold">
                        {flag.severity === "rejection" ? "Rejection risk" : "Advisory"}:
                      </span>{" "}
                      “{flag.term}” in “{flag.phrase}”. {flag.message}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <div className="grid gap-2">
              <h2 className="text-base font-semibold text-ink-900">Seed phrase coverage</h2>
              <ul className="grid gap-1 text-sm" data-testid="keyword-coverage">
                {shown.coverage.phrases.map((phrase) => (
                  <li key={phrase.phrase} className="wrap-anywhere">
                    <span className="font-medium">{phrase.phrase}</span>:{" "}
                    {COVERAGE_STATUS_TEXT[phrase.status]}
                    {phrase.missingWords.length > 0 && phrase.status !== "uncovered"
                      ? ` (missing ${phrase.missingWords.join(", ")})`
                      : ""}
                  </li>
                ))}
              </ul>
            </div>

            {shown.removed.length > 0 || shown.unplaced.length > 0 ? (
              <div className="grid gap-2">
                <h2 className="text-base font-semibold text-ink-900">Words left out</h2>
                <ul className="grid gap-1 text-sm text-slate-700" data-testid="keyword-removed">
                  {shown.removed.map((entry) => (
                    <li key={`${entry.reason}:${entry.word}`}>
                      <span className="font-medium text-slate-900">{entry.word}</span>:{" "}
                      {REMOVED_REASON_TEXT[entry.reason]}
                    </li>
                  ))}
                  {shown.unplaced.map((entry) => (
                    <li key={`unplaced:${entry.reason}:${entry.word}`}>
                      <span className="font-medium text-slate-900">{entry.word}</span>:{" "}
                      {UNPLACED_REASON_TEXT[entry.reason]}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        ) : (
          <p className="text-slate-700">
            {engine
              ? "Enter your title and a few search phrases, one per line, to fill the 7 boxes."
              : "Loading the keyword packer…"}
          </p>
        )}

        <div className="grid gap-2 text-sm text-slate-700">
          <h2 className="text-base font-semibold text-ink-900">What this means</h2>
          <p>
            KDP gives every book 7 keyword boxes. Amazon already searches your title, subtitle and
            author name, so repeating their words only wastes room; words in any order are found, so
            each word is placed once and phrases that need the fewest new words are completed first.
          </p>
          <p>
            Keep out other authors' names, brands you do not own, Amazon program names (Kindle
            Unlimited, KDP Select), sales-rank or promotional claims, quotation marks and HTML: KDP
            may block a book for them. The 50-character limit per box is what authors widely report;
            KDP's page only tells you to watch the field's limit.
          </p>
          <ul className="grid list-disc gap-1 pl-5">
            <li>
              Source: KDP Help, Make Your Book More Discoverable with Keywords (G201298500), as of
              2026-11-23.
            </li>
            <li>Source: KDP Help, Metadata Guidelines for Books (G201097560), as of 2026-11-23.</li>
          </ul>
        </div>
      </section>
    </div>
  );
}
