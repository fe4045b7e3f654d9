"use client";

import type { GuidelineFinding } from "@inkforge/domain/tools/guidelines-check/guidelines-check";
import { KEYWORD_SLOTS } from "@inkforge/domain/tools/guidelines-check/limits";
import { useMemo, useRef } from "react";
import { TextField, ToolForm } from "@/components/forms/fields";
import { useHydrationSafeRegister } from "@/components/forms/use-hydration-safe-register";
import { ProjectPicker } from "@/components/project-picker/project-picker";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import { DEFAULTS, splitKeywords, type Values } from "./form-values";

/** The catalogue id a use of this tool is recorded under. */
const TOOL_ID = "guidelines-checker";

const loadEngine = () => import("./engine");
const loadSchema = () => loadEngine().then((engine) => engine.guidelinesFormSchema);

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  subtitle: "Subtitle",
  series: "Series",
  author: "Author",
  description: "Description",
};

function labelField(field: string): string {
  if (field.startsWith("keywords.")) return `Keyword ${Number(field.split(".")[1]) + 1}`;
  return FIELD_LABELS[field] ?? field;
}

const SEVERITY_STYLE: Record<GuidelineFinding["severity"], string> = {
  error: "border-red-700 bg-red-50 text-red-900",
  warning: "border-amber-600 bg-amber-50 text-amber-900",
  info: "border-slate-400 bg-slate-50 text-slate-800",
};
const SEVERITY_LABEL = { error: "Rejection risk", warning: "Warning", info: "Tip" } as const;

/** The finding's text in a little of its context, the offending part marked. */
function Excerpt({ value, finding }: { value: string; finding: GuidelineFinding }) {
  if (finding.start === finding.end) return null;
  const before = value.slice(Math.max(0, finding.start - 30), finding.start);
  const after = value.slice(finding.end, finding.end + 30);
  const marked = finding.text.length > 80 ? `${finding.text.slice(0, 80)}…` : finding.text;
  return (
    <p className="wrap-anywhere font-mono text-sm">
      {finding.start > 30 ? "…" : ""}
      {before}
      <mark className="rounded bg-yellow-200 px-0.5 text-slate-900">{marked}</mark>
      {after}
      {finding.end + 30 < value.length ? "…" : ""}
    </p>
  );
}

function DescriptionField() {
  const registered = useHydrationSafeRegister("description");
  return (
    <div className="grid gap-1.5">
      <label htmlFor="guidelines-description" className="text-sm font-semibold text-ink-900">
        Description
      </label>
      <textarea
        id="guidelines-description"
        rows={6}
        className="w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900"
        aria-describedby="guidelines-description-hint"
        {...registered}
      />
      <p id="guidelines-description-hint" className="text-sm text-slate-600">
        Paste it with its HTML; KDP counts the tags toward the 4,000 characters.
      </p>
    </div>
  );
}

function KeywordsField() {
  const registered = useHydrationSafeRegister("keywords");
  return (
    <div className="grid gap-1.5">
      <label htmlFor="guidelines-keywords" className="text-sm font-semibold text-ink-900">
        Keywords (one per line)
      </label>
      <textarea
        id="guidelines-keywords"
        rows={KEYWORD_SLOTS}
        className="w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900"
        aria-describedby="guidelines-keywords-hint"
        {...registered}
      />
      <p id="guidelines-keywords-hint" className="text-sm text-slate-600">
        Up to {KEYWORD_SLOTS} lines, one keyword box each.
      </p>
    </div>
  );
}

export function GuidelinesCheckTool() {
  const engine = useLazyModule(loadEngine);
  const { form, values, input, ready } = useUrlForm({ loadSchema, defaults: DEFAULTS });
  const recordToolUse = useRecordToolUse();
  const result = useMemo(
    () => (engine && input ? engine.checkGuidelines(input) : null),
    [engine, input],
  );
  const lastGood = useRef(result);
  if (result) lastGood.current = result;
  const shown = result ?? lastGood.current;
  const keywords = splitKeywords(values.keywords);
  const readFieldValue = (field: string) =>
    field.startsWith("keywords.")
      ? (keywords[Number(field.split(".")[1])] ?? "")
      : (values[field as keyof Values] ?? "");
  const started = values.title !== "" || values.author !== "";
  // Before anything is typed, "title is required" would only be noise.
  const findings = (shown?.findings ?? []).filter((f) => started || f.rule !== "required");
  const groups = [...new Set(findings.map((f) => f.field))];

  const copy = async () => {
    const text = findings
      .map(
        (f) =>
          `${labelField(f.field)} — ${SEVERITY_LABEL[f.severity]}: ${f.message}${f.text ? ` ("${f.text}")` : ""} Source: ${f.source}`,
      )
      .join("\n");
    try {
      await navigator.clipboard.writeText(text || "No problems found");
      toast({ variant: "success", title: "Findings copied" });
      // The server runs the same check, which records the use and earns its points.
      if (input)
        void recordToolUse(TOOL_ID, {
          method: "POST",
          path: "/api/tools/guidelines-check",
          body: input,
        });
    } catch {
      toast({ variant: "error", title: "Your browser did not allow copying" });
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <ToolForm
        form={form}
        ready={ready && engine !== null}
        label="Guidelines checker"
        idPrefix="guidelines"
      >
        <ProjectPicker tool="guidelines-check" form={form} values={values} />
        <TextField name="title" label="Title" />
        <TextField name="subtitle" label="Subtitle" />
        <TextField name="series" label="Series name" />
        <TextField name="author" label="Author" />
        <DescriptionField />
        <KeywordsField />
      </ToolForm>

      <section
        aria-label="Findings"
        aria-live="polite"
        className="grid min-w-0 content-start gap-5"
      >
        {findings.length === 0 ? (
          <p data-testid="guidelines-clear" className="text-lg font-semibold text-green-800">
            {!engine
              ? "Loading the checker…"
              : started
                ? "No problems found"
                : "Type your listing to check it as you go."}
          </p>
        ) : (
          groups.map((field) => (
            <div key={field} className="grid gap-2">
              <h2 className="text-base font-bold text-ink-900">{labelField(field)}</h2>
              <ul className="grid gap-2">
                {findings
                  .filter((f) => f.field === field)
                  .map((f) => (
                    <li
                      key={`${f.rule}-${f.start}-${f.end}`}
                      data-testid="guidelines-finding"
                      className={`grid gap-1 rounded-md border-l-4 p-3 ${SEVERITY_STYLE[f.severity]}`}
                    >
                      <p className="text-sm font-semibold">
                        {SEVERITY_LABEL[f.severity]}: {f.message}
                      </p>
                      <Excerpt value={readFieldValue(field)} finding={f} />
                      <p className="text-xs">Source: {f.source}</p>
                    </li>
                  ))}
              </ul>
            </div>
          ))
        )}
        <div>
          <ToolButton type="button" variant="outline" onClick={copy}>
            Copy findings
          </ToolButton>
        </div>
        <p className="text-sm text-slate-700">
          Rejection risks are what KDP's metadata guidelines say can block a book; warnings and tips
          waste room or read as promotion. The checker cannot know other authors' names or
          trademarks, so check those yourself. Source: KDP Metadata Guidelines for Books
          (G201097560), keywords (G201298500) and description (G201189630) help pages, as of 2026.
        </p>
      </section>
    </div>
  );
}
