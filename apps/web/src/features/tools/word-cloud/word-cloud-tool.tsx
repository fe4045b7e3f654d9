"use client";

import { describeIssue } from "@inkforge/domain/contracts/messages";
import {
  countWordFrequencies,
  WORD_CLOUD_MAX_WORDS,
  type WordFrequencies,
  wordFrequencyInputSchema,
} from "@inkforge/domain/tools/word-cloud/frequencies";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type * as React from "react";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/features/toast/toast-store";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { FrequencyTable, frequenciesToTsv } from "./frequency-table";
import { WordCloudView } from "./word-cloud-view";

type Values = { text: string; mode: string; removeStopWords: string; maxWords: string };
type Field = keyof Values;

const DEFAULTS: Values = { text: "", mode: "text", removeStopWords: "true", maxWords: "100" };
const FIELDS = Object.keys(DEFAULTS) as Field[];
const LABELS: Record<Field, string> = {
  text: "Text or keywords",
  mode: "Count",
  removeStopWords: "Leave out common words",
  maxWords: "Most words shown",
};
/** Longer texts are not written into the address: browsers and servers cut long URLs. */
const MAX_TEXT_IN_URL = 2000;

function readValues(params: URLSearchParams): Values {
  const values = { ...DEFAULTS };
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) values[field] = value;
  }
  return values;
}

function validate(values: Values): {
  frequencies: WordFrequencies | null;
  errors: Partial<Record<Field, string>>;
} {
  const parsed = wordFrequencyInputSchema.safeParse(values);
  if (parsed.success) return { frequencies: countWordFrequencies(parsed.data), errors: {} };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field === "text" && values.text.trim() === "") continue;
    if (field && !errors[field]) errors[field] = describeIssue(issue, LABELS[field]);
  }
  return { frequencies: null, errors };
}

const controlClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-600";

function Field({
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

/** The catalogue id a use of this tool is recorded under (spec 7.5). */
const TOOL_ID = "word-cloud";

export function WordCloudTool() {
  const recordToolUse = useRecordToolUse();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [values, setValues] = useState<Values>(() =>
    readValues(new URLSearchParams(searchParams.toString())),
  );
  // Counting a long paste on every key would make typing lag; React counts the latest value.
  const deferred = useDeferredValue(values);
  const { frequencies, errors } = useMemo(() => validate(deferred), [deferred]);
  const lastGood = useRef<WordFrequencies | null>(null);
  if (frequencies) lastGood.current = frequencies;
  else if (deferred.text.trim() === "") lastGood.current = null;
  const shown = frequencies ?? lastGood.current;

  useEffect(() => {
    const params = new URLSearchParams(searchParams.toString());
    for (const field of FIELDS) {
      const tooLong = field === "text" && values.text.length > MAX_TEXT_IN_URL;
      if (values[field] === DEFAULTS[field] || tooLong) params.delete(field);
      else params.set(field, values[field]);
    }
    const query = params.toString();
    if (query !== searchParams.toString()) {
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    }
  }, [values, pathname, router, searchParams]);

  const update = (field: Field, value: string) => setValues((old) => ({ ...old, [field]: value }));
  const describedBy = (field: Field, hint = false) =>
    [errors[field] ? `word-cloud-${field}-error` : null, hint ? `word-cloud-${field}-hint` : null]
      .filter(Boolean)
      .join(" ") || undefined;

  const copyTable = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(frequenciesToTsv(shown));
      void recordToolUse(TOOL_ID);
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
      <form
        aria-label="Word cloud"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]"
      >
        <Field
          id="word-cloud-text"
          label={LABELS.text}
          error={errors.text}
          hint="Paste book titles, reviews, a blurb or your keyword list. Nothing leaves your browser."
        >
          <textarea
            id="word-cloud-text"
            rows={8}
            value={values.text}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={describedBy("text", true)}
            className={`${controlClass} h-auto py-2`}
            onChange={(event) => update("text", event.target.value)}
          />
        </Field>
        <div className="grid content-start gap-4">
          <Field id="word-cloud-mode" label={LABELS.mode} error={errors.mode}>
            <select
              id="word-cloud-mode"
              value={values.mode}
              aria-invalid={errors.mode ? true : undefined}
              aria-describedby={describedBy("mode")}
              className={controlClass}
              onChange={(event) => update("mode", event.target.value)}
            >
              <option value="text">Single words in the text</option>
              <option value="keywords">Keywords (one per line or comma)</option>
            </select>
          </Field>
          <Field
            id="word-cloud-maxWords"
            label={LABELS.maxWords}
            error={errors.maxWords}
            hint={`5 to ${WORD_CLOUD_MAX_WORDS}`}
          >
            <input
              id="word-cloud-maxWords"
              type="number"
              inputMode="numeric"
              min={5}
              max={WORD_CLOUD_MAX_WORDS}
              value={values.maxWords}
              aria-invalid={errors.maxWords ? true : undefined}
              aria-describedby={describedBy("maxWords", true)}
              className={controlClass}
              onChange={(event) => update("maxWords", event.target.value)}
            />
          </Field>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink-900">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={values.removeStopWords === "true"}
              onChange={(event) =>
                update("removeStopWords", event.target.checked ? "true" : "false")
              }
            />
            {LABELS.removeStopWords}
          </label>
        </div>
      </form>

      {shown ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-labelledby="word-cloud-title" className="grid content-start gap-3">
            <h2 id="word-cloud-title" className="text-lg font-semibold text-ink-900">
              Your word cloud
            </h2>
            <WordCloudView words={shown.words} onUse={() => void recordToolUse(TOOL_ID)} />
          </section>
          <section aria-labelledby="word-table-title" className="grid content-start gap-3">
            <div className="flex items-center justify-between gap-2">
              <h2 id="word-table-title" className="text-lg font-semibold text-ink-900">
                Frequencies
              </h2>
              <Button type="button" variant="outline" size="sm" onClick={() => void copyTable()}>
                Copy table
              </Button>
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
      </section>
    </div>
  );
}
