"use client";

import { applyGrammarFix, shiftFindings } from "@inkforge/domain/tools/grammar-check/fix";
import type { GrammarCategory, GrammarFinding } from "@inkforge/domain/tools/grammar-check/schema";
import { DESCRIPTION_MAX } from "@inkforge/domain/tools/guidelines-check/limits";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { findingAt, segmentText } from "./segments";
import { useGrammarWorker } from "./use-grammar-worker";

/** The catalogue id a use of this tool is recorded under. */
const TOOL_ID = "grammar-checker";
/** Words the user told the checker to leave alone, kept in this browser between visits. */
const IGNORED_KEY = "inkforge.grammar-check.ignored";
const CHECK_DELAY_MS = 250;

const CATEGORY: Record<GrammarCategory, { label: string; mark: string; badge: string }> = {
  spelling: {
    label: "Spelling",
    mark: "bg-red-200/80 shadow-[inset_0_-2px_0_var(--color-red-600)]",
    badge: "bg-red-100 text-red-900",
  },
  grammar: {
    label: "Grammar",
    mark: "bg-amber-200/80 shadow-[inset_0_-2px_0_var(--color-amber-600)]",
    badge: "bg-amber-100 text-amber-900",
  },
  punctuation: {
    label: "Punctuation",
    mark: "bg-sky-200/80 shadow-[inset_0_-2px_0_var(--color-sky-600)]",
    badge: "bg-sky-100 text-sky-900",
  },
  style: {
    label: "Style",
    mark: "bg-violet-200/70 shadow-[inset_0_-2px_0_var(--color-violet-500)]",
    badge: "bg-violet-100 text-violet-900",
  },
};

/** Spaces and an empty replacement are invisible on a button: say what the fix does. */
function describeReplacement(finding: GrammarFinding, replacement: string): string {
  if (finding.rule === "sentence-spacing") return "Use one space";
  if (replacement === "") return "Remove";
  return replacement;
}

function readIgnored(): string[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(IGNORED_KEY) ?? "[]") as unknown;
    return Array.isArray(stored) ? stored.filter((word) => typeof word === "string") : [];
  } catch {
    return [];
  }
}

/** The finding's words with a little of the text around them. */
function Excerpt({ text, finding }: { text: string; finding: GrammarFinding }) {
  const before = text.slice(Math.max(0, finding.start - 24), finding.start);
  const after = text.slice(finding.end, finding.end + 24);
  const shown = finding.actual.trim() === "" ? "␣".repeat(finding.actual.length) : finding.actual;
  return (
    <p className="wrap-anywhere font-mono text-sm text-slate-700">
      {finding.start > 24 ? "…" : ""}
      {before}
      <mark className="rounded bg-yellow-200 px-0.5 text-slate-900">{shown}</mark>
      {after}
      {finding.end + 24 < text.length ? "…" : ""}
    </p>
  );
}

export function GrammarCheckTool() {
  const { state, check } = useGrammarWorker();
  const [text, setText] = useState("");
  const [ignored, setIgnored] = useState<string[]>([]);
  const [activeId, setActiveId] = useState<string | null>(null);
  // Findings shown now: the worker's, shifted locally after a fix until the next answer.
  const [findings, setFindings] = useState<GrammarFinding[]>([]);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const recordToolUse = useRecordToolUse();

  useEffect(() => setIgnored(readIgnored()), []);

  const ready = state.status === "ready";
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => check(text, ignored), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, text, ignored, check]);

  const result = state.status === "ready" ? state.result : null;
  const checkedText = state.status === "ready" ? state.checkedText : "";
  useEffect(() => {
    // A result for text typed over since is dropped: its offsets would mark the wrong words.
    if (result && checkedText === text) setFindings(result.findings);
  }, [result, checkedText, text]);

  const segments = useMemo(() => segmentText(text, findings), [text, findings]);
  const counts = useMemo(() => {
    const byCategory = new Map<GrammarCategory, number>();
    for (const finding of findings) {
      byCategory.set(finding.category, (byCategory.get(finding.category) ?? 0) + 1);
    }
    return [...byCategory.entries()];
  }, [findings]);

  const syncScroll = () => {
    if (editorRef.current && backdropRef.current) {
      backdropRef.current.scrollTop = editorRef.current.scrollTop;
    }
  };

  const selectFinding = (finding: GrammarFinding) => {
    setActiveId(finding.id);
    const editor = editorRef.current;
    if (!editor) return;
    editor.focus();
    editor.setSelectionRange(finding.start, finding.end);
  };

  const fix = (finding: GrammarFinding, replacement: string) => {
    const next = applyGrammarFix(text, finding, replacement);
    if (next === null) {
      toast({ variant: "error", title: "The text changed; wait for the new check" });
      return;
    }
    setText(next);
    setFindings((current) => shiftFindings(current, finding, replacement));
    setActiveId(null);
    const editor = editorRef.current;
    if (editor) {
      // Put the caret after the fix, so typing carries on where the eye is.
      const caret = finding.start + replacement.length;
      requestAnimationFrame(() => editor.setSelectionRange(caret, caret));
    }
  };

  const ignore = (word: string) => {
    const next = [...new Set([...ignored, word])].slice(-500);
    setIgnored(next);
    setFindings((current) =>
      current.filter((f) => f.rule !== "spelling" || f.actual.toLowerCase() !== word.toLowerCase()),
    );
    window.localStorage.setItem(IGNORED_KEY, JSON.stringify(next));
  };

  const unignore = (word: string) => {
    const next = ignored.filter((entry) => entry !== word);
    setIgnored(next);
    window.localStorage.setItem(IGNORED_KEY, JSON.stringify(next));
  };

  const onCaret = useCallback(() => {
    const editor = editorRef.current;
    if (!editor || editor.selectionStart !== editor.selectionEnd) return;
    setActiveId(findingAt(findings, editor.selectionStart)?.id ?? null);
  }, [findings]);

  useEffect(() => {
    if (!activeId) return;
    document
      .querySelector(`[data-finding-id="${CSS.escape(activeId)}"]`)
      ?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ variant: "success", title: "Text copied" });
      // The copy is the use: the server checks the copied text itself, which records the use and
      // awards its points (issue 24); the live check above stays in the browser as you type.
      if (text.trim() !== "")
        void recordToolUse(TOOL_ID, {
          method: "POST",
          path: "/api/tools/grammar-check",
          body: { text, ignore: ignored },
        });
    } catch {
      toast({ variant: "error", title: "Your browser did not allow copying" });
    }
  };

  const checking = state.status === "ready" && (state.checking || checkedText !== text);
  const status =
    state.status === "loading"
      ? "Loading the English dictionary (once per visit)…"
      : state.status === "failed"
        ? "The dictionary could not be loaded, so nothing can be checked. Reload the page to try again."
        : text.trim() === ""
          ? "Type or paste your text to check it as you go."
          : checking
            ? "Checking…"
            : findings.length === 0
              ? "No problems found"
              : `${findings.length} ${findings.length === 1 ? "finding" : "findings"}`;

  // The editor and the highlight layer under it must lay text out identically.
  const layout =
    "col-start-1 row-start-1 min-h-72 w-full whitespace-pre-wrap wrap-anywhere rounded-md border px-3 py-2 font-sans text-base leading-7 [scrollbar-gutter:stable]";

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="grid min-w-0 content-start gap-3">
        <label htmlFor="grammar-text" className="text-sm font-semibold text-ink-900">
          Your text
        </label>
        <div className="grid">
          <div
            ref={backdropRef}
            aria-hidden
            data-testid="grammar-highlights"
            className={`${layout} overflow-hidden border-transparent bg-white text-transparent`}
          >
            {segments.map((segment, index) =>
              segment.finding ? (
                <mark
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments have no other identity
                  key={index}
                  data-rule={segment.finding.rule}
                  className={`rounded-sm text-transparent ${CATEGORY[segment.finding.category].mark} ${
                    segment.finding.id === activeId ? "outline outline-2 outline-ink-700" : ""
                  }`}
                >
                  {segment.text}
                </mark>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: segments have no other identity
                <span key={index}>{segment.text}</span>
              ),
            )}
            {/* A trailing newline needs a character after it to take up its line. */}
            {text.endsWith("\n") ? " " : null}
          </div>
          <textarea
            id="grammar-text"
            ref={editorRef}
            value={text}
            rows={12}
            spellCheck={false}
            aria-describedby="grammar-text-hint grammar-status"
            data-ready={ready ? "true" : undefined}
            onChange={(event) => setText(event.target.value)}
            onScroll={syncScroll}
            onSelect={onCaret}
            onClick={onCaret}
            className={`${layout} relative resize-y overflow-y-auto border-slate-300 bg-transparent text-slate-900 caret-slate-900`}
          />
        </div>
        <p id="grammar-text-hint" className="text-sm text-slate-600">
          {text.length.toLocaleString("en-US")} characters
          {text.length > DESCRIPTION_MAX
            ? ` — over the ${DESCRIPTION_MAX.toLocaleString("en-US")} a KDP description allows`
            : ` of the ${DESCRIPTION_MAX.toLocaleString("en-US")} a KDP description allows`}
          . HTML tags are skipped. Your text is checked in this browser and never sent anywhere.
        </p>
        <div className="flex flex-wrap gap-2">
          <ToolButton type="button" variant="outline" onClick={copy} disabled={text === ""}>
            Copy text
          </ToolButton>
        </div>
      </div>

      <section aria-label="Findings" className="grid min-w-0 content-start gap-4">
        <p
          id="grammar-status"
          data-testid="grammar-status"
          aria-live="polite"
          className={`text-lg font-semibold ${
            state.status === "failed"
              ? "text-red-800"
              : findings.length === 0 && !checking && text.trim() !== ""
                ? "text-green-800"
                : "text-ink-900"
          }`}
        >
          {status}
        </p>
        {counts.length > 0 ? (
          <ul aria-label="Findings by kind" className="flex flex-wrap gap-2">
            {counts.map(([category, count]) => (
              <li
                key={category}
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${CATEGORY[category].badge}`}
              >
                {CATEGORY[category].label}: {count}
              </li>
            ))}
          </ul>
        ) : null}
        <ul className="grid max-h-[36rem] gap-2 overflow-y-auto pr-1">
          {findings.map((finding) => (
            <li
              key={finding.id}
              data-testid="grammar-finding"
              data-rule={finding.rule}
              data-finding-id={finding.id}
              className={`grid gap-2 rounded-md border bg-white p-3 ${
                finding.id === activeId ? "border-ink-700 ring-2 ring-ink-200" : "border-slate-200"
              }`}
            >
              <div className="flex items-start justify-between gap-2">
                <p className="text-sm font-semibold text-slate-900">{finding.message}</p>
                <span
                  className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${CATEGORY[finding.category].badge}`}
                >
                  {CATEGORY[finding.category].label}
                </span>
              </div>
              <button
                type="button"
                onClick={() => selectFinding(finding)}
                className="text-left hover:underline"
                aria-label={`Show "${finding.actual.trim() || "spaces"}" in the text`}
              >
                <Excerpt text={text} finding={finding} />
              </button>
              {finding.suggestions.length > 0 || finding.rule === "spelling" ? (
                <div className="flex flex-wrap gap-2">
                  {finding.suggestions.slice(0, 3).map((replacement) => (
                    <ToolButton
                      key={replacement}
                      type="button"
                      size="sm"
                      variant="secondary"
                      aria-label={`Replace "${finding.actual.trim() || "spaces"}" with "${describeReplacement(finding, replacement)}"`}
                      onClick={() => fix(finding, replacement)}
                    >
                      {describeReplacement(finding, replacement)}
                    </ToolButton>
                  ))}
                  {finding.rule === "spelling" ? (
                    <ToolButton
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => ignore(finding.actual)}
                    >
                      Ignore “{finding.actual}”
                    </ToolButton>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {ignored.length > 0 ? (
          <div className="grid gap-2">
            <h2 className="text-sm font-semibold text-ink-900">Words you told it to ignore</h2>
            <ul className="flex flex-wrap gap-2">
              {ignored.map((word) => (
                <li key={word}>
                  <button
                    type="button"
                    onClick={() => unignore(word)}
                    className="rounded-full border border-slate-300 px-2.5 py-0.5 text-sm hover:bg-slate-50"
                    aria-label={`Check "${word}" again`}
                  >
                    {word} ×
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-sm text-slate-700">
          Spelling is checked against an American English dictionary (SCOWL en_US, from the
          dictionary-en package), so British spellings such as “harbour” are flagged: ignore them
          with one click. Repeated words, “a” and “an”, passive voice, spaces between sentences and
          mixed quotation marks come from the retext checks; sentence capitals and common mix-ups
          (its and it’s, your and you’re, there and their, to and too, “this book teach”) from our
          own rules. Passive voice is a suggestion, not a mistake.
        </p>
      </section>
    </div>
  );
}
