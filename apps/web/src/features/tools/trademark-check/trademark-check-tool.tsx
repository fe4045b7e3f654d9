"use client";

import { KEYWORD_SLOTS } from "@inkforge/domain/tools/guidelines-check/limits";
import type {
  TrademarkCheckInput,
  TrademarkFinding,
  TrademarkSearchStatus,
} from "@inkforge/domain/tools/trademark-check/trademark-check";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { TextField, ToolForm } from "@/components/forms/fields";
import { useHydrationSafeRegister } from "@/components/forms/use-hydration-safe-register";
import { ProjectPicker } from "@/components/project-picker/project-picker";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { useAuth } from "@/lib/auth/use-auth";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import { DEFAULTS, splitKeywords, type Values } from "./form-values";

/** The catalogue id a use of this tool is recorded under. */
const TOOL_ID = "trademark-checker";
const API_PATH = "/api/tools/trademark-check";
const SEARCH_TIMEOUT_MS = 15_000;

const loadEngine = () => import("./engine");
// Loaded when first needed: the caller and zod stay out of the first load (decision 0054).
const loadToolsApi = () => import("@/lib/api/tools-client").then((m) => m.toolsApi);
const loadSchema = () => loadEngine().then((engine) => engine.trademarkFormSchema);

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  subtitle: "Subtitle",
  series: "Series",
};

function labelField(field: string): string {
  if (field.startsWith("keywords.")) return `Keyword ${Number(field.split(".")[1]) + 1}`;
  return FIELD_LABELS[field] ?? field;
}

const SEVERITY_STYLE: Record<TrademarkFinding["severity"], string> = {
  error: "border-red-700 bg-red-50 text-red-900",
  warning: "border-amber-600 bg-amber-50 text-amber-900",
};
const SEVERITY_LABEL = { error: "Trademark", warning: "Check the context" } as const;

/** The field's whole text with every flagged span marked, so the author sees it in place. */
function Highlighted({ value, findings }: { value: string; findings: TrademarkFinding[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const finding of [...findings].sort((a, b) => a.start - b.start)) {
    if (finding.start < at) continue;
    parts.push(value.slice(at, finding.start));
    parts.push(
      <mark
        key={`${finding.start}-${finding.end}`}
        className={`rounded px-0.5 text-slate-900 ${finding.severity === "error" ? "bg-red-200" : "bg-yellow-200"}`}
      >
        {value.slice(finding.start, finding.end)}
      </mark>,
    );
    at = finding.end;
  }
  parts.push(value.slice(at));
  return <p className="wrap-anywhere font-mono text-sm">{parts}</p>;
}

function KeywordsField() {
  const registered = useHydrationSafeRegister("keywords");
  return (
    <div className="grid gap-1.5">
      <label htmlFor="trademark-keywords" className="text-sm font-semibold text-ink-900">
        Keywords (one per line)
      </label>
      <textarea
        id="trademark-keywords"
        rows={KEYWORD_SLOTS}
        className="w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900"
        aria-describedby="trademark-keywords-hint"
        {...registered}
      />
      <p id="trademark-keywords-hint" className="text-sm text-slate-600">
        Up to {KEYWORD_SLOTS} lines, one keyword box each.
      </p>
    </div>
  );
}

/** A trademark office search's answer, for the listing it was asked about. */
type SearchResult = { key: string; findings: TrademarkFinding[]; status: TrademarkSearchStatus };

const inputKey = (input: TrademarkCheckInput | null) => JSON.stringify(input);

export function TrademarkCheckTool() {
  const engine = useLazyModule(loadEngine);
  const { form, values, input, ready } = useUrlForm({ loadSchema, defaults: DEFAULTS });
  const recordToolUse = useRecordToolUse();
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : undefined;
  /** Whether the API has a trademark office search; null until it answers. */
  const [configured, setConfigured] = useState<boolean | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchResult, setSearchResult] = useState<SearchResult | null>(null);

  useEffect(() => {
    let live = true;
    void loadToolsApi()
      .then((toolsApi) => toolsApi().trademarkStatus())
      .then(
        (answer) => {
          if (!live) return;
          // An API that cannot be reached cannot search either: the page says only the list ran.
          setConfigured(answer.ok && answer.data.searchConfigured);
        },
        () => {
          if (live) setConfigured(false);
        },
      );
    return () => {
      live = false;
    };
  }, []);

  const result = useMemo(
    () => (engine && input ? engine.checkTrademarks(input) : null),
    [engine, input],
  );
  const lastGood = useRef(result);
  if (result) lastGood.current = result;
  const shown = result ?? lastGood.current;

  // Office findings belong to the text they were asked for: once the listing changes they go.
  const searchDone = searchResult && searchResult.key === inputKey(input) ? searchResult : null;
  const findings = [
    ...(shown?.findings ?? []),
    ...(searchDone?.findings.filter((f) => f.origin === "search") ?? []),
  ];

  const keywords = splitKeywords(values.keywords);
  const readFieldValue = (field: string) =>
    field.startsWith("keywords.")
      ? (keywords[Number(field.split(".")[1])] ?? "")
      : (values[field as keyof Values] ?? "");
  const started =
    values.title !== "" || values.subtitle !== "" || values.series !== "" || keywords.length > 0;
  const groups = [...new Set(findings.map((f) => f.field))].sort(
    (a, b) => fieldOrder(a) - fieldOrder(b),
  );

  const runSearch = async () => {
    if (!input || !token) return;
    const key = inputKey(input);
    setSearching(true);
    const answer = await loadToolsApi().then(
      (toolsApi) => toolsApi(token).trademarkSearch(input, SEARCH_TIMEOUT_MS),
      () => null,
    );
    setSearching(false);
    // The API records the check itself (a use of the plan's daily checks).
    if (answer?.ok) {
      setSearchResult({ key, findings: answer.data.findings, status: answer.data.search });
      return;
    }
    setSearchResult({
      key,
      findings: [],
      status: {
        status: "failed",
        note:
          answer?.status === 429
            ? `Only the shipped list was checked: ${answer.message}`
            : "Only the shipped list was checked: the trademark office search could not be reached. Try again later.",
      },
    });
  };

  const copy = async () => {
    const lines = findings.map(
      (f) =>
        `${labelField(f.field)}: "${f.text}" — ${f.mark}, owned by ${f.owner} (Nice classes ${f.classes.join(", ")}). ${SEVERITY_LABEL[f.severity]}. Source: ${f.source.title}${f.source.url ? ` ${f.source.url}` : ""}`,
    );
    lines.push("", coverageNote(shown?.list.marks ?? null, configured, searchDone));
    lines.push("A first filter, not legal advice.");
    try {
      await navigator.clipboard.writeText(
        findings.length === 0
          ? `No listed trademarks found\n${lines.join("\n")}`
          : lines.join("\n"),
      );
      toast({ variant: "success", title: "Results copied" });
      // The office search already ran this check on the server. A list-only check ran in the
      // browser, so the copy has the server check the same listing: the server records the use
      // and awards its points (issue 24).
      if (!searchDone && input)
        void recordToolUse(TOOL_ID, { method: "POST", path: API_PATH, body: input });
    } catch {
      toast({ variant: "error", title: "Your browser did not allow copying" });
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <ToolForm
        form={form}
        ready={ready && engine !== null}
        label="Trademark checker"
        idPrefix="trademark"
      >
        <ProjectPicker tool="trademark-check" form={form} values={values} />
        <TextField name="title" label="Title" />
        <TextField name="subtitle" label="Subtitle" />
        <TextField name="series" label="Series name" />
        <KeywordsField />
      </ToolForm>

      <section
        aria-label="Trademark findings"
        aria-live="polite"
        className="grid min-w-0 content-start gap-5"
      >
        <p className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
          <strong>A first filter, not legal advice.</strong> The checker knows a list of marks that
          are often enforced against book listings; a word it does not flag can still be someone's
          trademark, and a flagged word can be fine when it is not used as a brand. Ask a trademark
          attorney before you rely on a name.
        </p>

        {findings.length === 0 ? (
          <p data-testid="trademark-clear" className="text-lg font-semibold text-green-800">
            {!engine
              ? "Loading the checker…"
              : started
                ? "No listed trademarks found"
                : "Type your title, subtitle, series or keywords to check them as you go."}
          </p>
        ) : (
          groups.map((field) => {
            const inField = findings.filter((f) => f.field === field);
            return (
              <div key={field} className="grid gap-2">
                <h2 className="text-base font-bold text-ink-900">{labelField(field)}</h2>
                <Highlighted value={readFieldValue(field)} findings={inField} />
                <ul className="grid gap-2">
                  {inField.map((f) => (
                    <li
                      key={`${f.origin}-${f.start}-${f.end}`}
                      data-testid="trademark-finding"
                      className={`grid gap-1 rounded-md border-l-4 p-3 ${SEVERITY_STYLE[f.severity]}`}
                    >
                      <p className="text-sm font-semibold">
                        {SEVERITY_LABEL[f.severity]}: “{f.text}” — {f.mark}
                      </p>
                      <p className="text-sm">{f.message}</p>
                      <p className="text-xs">
                        Owner: {f.owner} · Nice classes {f.classes.join(", ")}
                        {f.origin === "search" ? " · from the trademark office search" : ""}
                      </p>
                      <p className="wrap-anywhere text-xs">
                        Source:{" "}
                        {f.source.url ? (
                          <a
                            href={f.source.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="underline"
                          >
                            {f.source.title}
                          </a>
                        ) : (
                          f.source.title
                        )}
                      </p>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })
        )}

        <div className="flex flex-wrap gap-3">
          <ToolButton type="button" variant="outline" onClick={copy} disabled={!engine}>
            Copy results
          </ToolButton>
          {configured ? (
            <ToolButton
              type="button"
              onClick={runSearch}
              disabled={!input || !started || searching || !token}
            >
              {searching ? "Searching the trademark office…" : "Also search the trademark office"}
            </ToolButton>
          ) : null}
        </div>

        <p data-testid="trademark-coverage" className="text-sm text-slate-700">
          {coverageNote(shown?.list.marks ?? null, configured, searchDone)}
        </p>
        <p className="text-sm text-slate-700">
          “Trademark” findings are distinctive marks KDP can block a listing for; “check the
          context” marks are also everyday words (Kindle, Apple, Monopoly) and only a risk where
          they name the brand. Matching ignores case, accents, possessives and plurals, and finds
          whole words only. Sources: each mark's owner's trademark page or the USPTO trademark
          search; KDP Metadata Guidelines for Books (G201097560), as of {shown?.list.asOf ?? "2026"}
          .
        </p>
      </section>
    </div>
  );
}

function fieldOrder(field: string): number {
  if (field.startsWith("keywords.")) return 3 + Number(field.split(".")[1]);
  return ["title", "subtitle", "series"].indexOf(field);
}

function coverageNote(
  marks: number | null,
  configured: boolean | null,
  searchDone: SearchResult | null,
): string {
  const list = marks === null ? "the shipped list" : `the shipped list of ${marks} marks`;
  if (searchDone) {
    return searchDone.status.status === "searched"
      ? `Checked against ${list} and a trademark office search.`
      : searchDone.status.note;
  }
  if (configured === false) {
    return `Only ${list} was checked: no trademark office search is configured on this site.`;
  }
  if (configured) {
    return `Checked against ${list}. A trademark office search is available: use the button to run it for this listing.`;
  }
  return `Checked against ${list}.`;
}
