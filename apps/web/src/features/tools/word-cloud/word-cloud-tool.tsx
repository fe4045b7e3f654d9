"use client";

import type { WordFrequencies } from "@inkforge/domain/tools/word-cloud/frequencies";
import { WORD_CLOUD_MAX_WORDS } from "@inkforge/domain/tools/word-cloud/sizes";
import { useDeferredValue, useMemo, useRef } from "react";
import { CheckboxField, SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import { FrequencyTable, frequenciesToTsv } from "./frequency-table";
import { TextAreaField } from "./text-area-field";
import { WordCloudView } from "./word-cloud-view";

const DEFAULTS = { text: "", mode: "text", removeStopWords: "true", maxWords: "100" };
const MODE_OPTIONS = [
  { value: "text", label: "Single words in the text" },
  { value: "keywords", label: "Keywords (one per line or comma)" },
];

/** The catalogue id a use of this tool is recorded under (spec 7.5). */
const TOOL_ID = "word-cloud";

const loadEngine = () => import("./engine");
const loadSchema = () => loadEngine().then((engine) => engine.wordFrequencyFormSchema);

export function WordCloudTool() {
  const recordToolUse = useRecordToolUse();
  const engine = useLazyModule(loadEngine);
  const { form, values, input, ready } = useUrlForm({ loadSchema, defaults: DEFAULTS });
  // Counting a long paste on every key would make typing lag; React counts the latest value.
  const deferredInput = useDeferredValue(input);
  const frequencies = useMemo(
    () => (engine && deferredInput ? engine.countWordFrequencies(deferredInput) : null),
    [engine, deferredInput],
  );
  const lastGood = useRef<WordFrequencies | null>(null);
  // With the input that made them: the server runs that, not a text still being corrected.
  const lastGoodInput = useRef(deferredInput);
  if (frequencies) {
    lastGood.current = frequencies;
    lastGoodInput.current = deferredInput;
  } else if (values.text.trim() === "") lastGood.current = null;
  const recordUse = () => {
    const served = lastGoodInput.current;
    if (served)
      void recordToolUse(TOOL_ID, {
        method: "POST",
        path: "/api/tools/word-frequencies",
        body: served,
      });
  };
  const shown = frequencies ?? lastGood.current;

  const copyTable = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(frequenciesToTsv(shown));
      recordUse();
      toast({
        variant: "success",
        title: "Copied",
        description: "Paste the table into a spreadsheet.",
      });
    } catch {
      toast({
        variant: "error",
        title: "Not copied",
        description: "This browser blocked the clipboard.",
      });
    }
  };

  return (
    <div className="grid gap-8">
      <ToolForm
        form={form}
        ready={ready && engine !== null}
        label="Word cloud"
        idPrefix="word-cloud"
        className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]"
      >
        <TextAreaField
          id="word-cloud-text"
          name="text"
          label="Text or keywords"
          hint="Paste book titles, reviews, a blurb or your keyword list. Nothing leaves your browser."
        />
        <div className="grid content-start gap-4">
          <SelectField name="mode" label="Count" options={MODE_OPTIONS} />
          <TextField
            name="maxWords"
            label="Most words shown"
            inputMode="numeric"
            hint={`5 to ${WORD_CLOUD_MAX_WORDS}`}
          />
          <CheckboxField name="removeStopWords" label="Leave out common words" />
        </div>
      </ToolForm>

      {shown ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-labelledby="word-cloud-title" className="grid content-start gap-3">
            <h2 id="word-cloud-title" className="text-lg font-semibold text-ink-900">
              Your word cloud
            </h2>
            <WordCloudView words={shown.words} onUse={recordUse} />
          </section>
          <section aria-labelledby="word-table-title" className="grid content-start gap-3">
            <div className="flex items-center justify-between gap-2">
              <h2 id="word-table-title" className="text-lg font-semibold text-ink-900">
                Frequencies
              </h2>
              <ToolButton
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void copyTable()}
              >
                Copy table
              </ToolButton>
            </div>
            <FrequencyTable frequencies={shown} />
            <p className="text-sm text-slate-600" data-testid="word-cloud-summary">
              {shown.totalTokens} {values.mode === "keywords" ? "phrases" : "words"} read,{" "}
              {shown.distinctWords} different
              {shown.stopWordsRemoved > 0
                ? `, ${shown.stopWordsRemoved} common words left out`
                : ""}
              .
            </p>
          </section>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Paste some text above and the cloud appears here.</p>
      )}

      <section aria-labelledby="word-cloud-about" className="grid gap-2 text-sm text-slate-700">
        <h2 id="word-cloud-about" className="text-base font-semibold text-ink-900">
          How the words are counted
        </h2>
        <p>
          Words are counted without regard to case; a possessive “’s” is dropped, and numbers on
          their own are ignored. Common English function words (the, and, of…) are left out using a
          list based on NLTK's English stop words. In keyword mode each line or comma-separated
          phrase counts whole, so “cozy mystery” stays one entry.
        </p>
        <p>
          The layout is made with d3-cloud: each word's area follows its count, and the same words
          always give the same cloud. The PNG is 1600 × 1000 pixels; the SVG scales to any size.
        </p>
        <p className="text-slate-600">
          Source: stop words after the NLTK English list (Bird, Klein and Loper, Natural Language
          Processing with Python, 2009); layout by d3-cloud (Jason Davies).
        </p>
      </section>
    </div>
  );
}
