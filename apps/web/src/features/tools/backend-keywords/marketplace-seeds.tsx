"use client";

import { AMAZON_DOMAINS, type AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import { splitSeeds } from "@inkforge/domain/text/split-lines";
import { Globe } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { ResearchError, SourceNote } from "@/components/research/status-notes";
import { ToolButton } from "@/components/ui/tool-button";
import { QueryProvider } from "@/lib/api/query-provider";
import type { SuggestionsResponse } from "@/lib/api/research-client";
import { useApiSession } from "@/lib/api/use-api-session";
import { usePlanCapability, useSuggestionsRun } from "@/lib/api/use-research";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { RESEARCH_DEPARTMENTS, type ResearchDepartment } from "@/lib/research/url-state";

/*
 * The per-marketplace variant of the 7 Backend Keywords tool (issue 10, decision 0066): a seed and
 * an Amazon store → that store's search suggestions (through the research API, so the plan's daily
 * searches apply) become the packer's seed phrases. amazon.com is open to every signed-in user;
 * the other 18 stores need the "Backend keywords for every marketplace" capability. It reads the
 * API through the research capability's hooks like the research workspace (decision 0105), with a
 * query cache of its own: the tool page has none, and this part loads after the page.
 */

const DEFAULT_DOMAIN = "amazon.com";
/** The packer's form takes at most 500 seed phrases. */
const MAX_SEEDS = 500;

const DEPARTMENT_LABELS: Record<ResearchDepartment, string> = {
  books: "Books",
  kindle: "Kindle Store",
};

type Query = { seed: string; domain: AmazonDomain; department: ResearchDepartment };

// The research API's own request contract, loaded on the first fetch (zod stays off the page).
const loadSchema = () => import("./seeds-schema").then((module) => module.seedsFormSchema);
const DOMAIN_OPTIONS = AMAZON_DOMAINS.map((value) => ({ value, label: value }));
const DEPARTMENT_OPTIONS = RESEARCH_DEPARTMENTS.map((value) => ({
  value,
  label: DEPARTMENT_LABELS[value],
}));

/** Existing seeds first, then new phrases not already there (case-insensitive), at most 500. */
export function mergeSeeds(
  current: string,
  phrases: readonly string[],
): { text: string; added: number } {
  const kept = splitSeeds(current);
  const seen = new Set(kept.map((phrase) => phrase.toLowerCase()));
  const added: string[] = [];
  for (const phrase of phrases) {
    const key = phrase.trim().toLowerCase();
    if (key === "" || seen.has(key) || kept.length + added.length >= MAX_SEEDS) continue;
    seen.add(key);
    added.push(phrase.trim());
  }
  return { text: [...kept, ...added].join("\n"), added: added.length };
}

type Props = { currentSeeds: string; onSeeds: (text: string) => void };

export function MarketplaceSeeds(props: Props) {
  return (
    <QueryProvider>
      <SeedsFromAStore {...props} />
    </QueryProvider>
  );
}

function SeedsFromAStore({ currentSeeds, onSeeds }: Props) {
  const session = useApiSession();
  const capability = usePlanCapability("backend-keywords-marketplaces");
  const everyStore = capability.status === "ready" && capability.available;
  const form = useZodForm<Query, Query>({
    loadSchema,
    defaultValues: { seed: "", domain: DEFAULT_DOMAIN, department: "books" },
    labels: { seed: "Topic", domain: "Store", department: "Department" },
  });
  const domain = useWatch({ control: form.control, name: "domain" });
  const { state: run, start } = useSuggestionsRun();
  // How many phrases an answer added, kept with that answer: until the merge below has run, the
  // answer has no count yet and its line is not shown (it once read "0 of 2" for a moment).
  const [added, setAdded] = useState<{ answer: SuggestionsResponse; count: number } | null>(null);
  const locked = domain !== DEFAULT_DOMAIN && !everyStore;

  // Each answer is merged into the seeds once: a new run (even of the same topic) is a new answer.
  const merged = useRef<SuggestionsResponse | null>(null);
  useEffect(() => {
    if (run.kind !== "done" || merged.current === run.answer) return;
    merged.current = run.answer;
    // The API answers best first; the packer completes earlier phrases first on ties.
    const next = mergeSeeds(
      currentSeeds,
      run.answer.suggestions.map((item) => item.suggestion),
    );
    setAdded({ answer: run.answer, count: next.added });
    onSeeds(next.text);
  }, [run, currentSeeds, onSeeds]);

  if (session.status !== "signed-in") return null;

  const submit = form.handleSubmit((query) => {
    if (!locked) start(query);
  });

  return (
    <section
      aria-labelledby="marketplace-seeds-heading"
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h2
        id="marketplace-seeds-heading"
        className="flex items-center gap-2 text-base font-semibold text-ink-900"
      >
        <Globe aria-hidden className="h-4 w-4" />
        Seeds from an Amazon store
      </h2>
      <p className="text-sm text-slate-700">
        Fetch the phrases a store's search box suggests for your topic; they are added to the seed
        keywords below. Each fetch counts as one of your plan's daily searches.
      </p>
      <ToolForm
        form={form}
        onSubmit={submit}
        idPrefix="marketplace"
        label="Seeds from an Amazon store"
        className="grid gap-3"
      >
        <TextField name="seed" label="Topic" placeholder="e.g. cozy mystery" />
        <div className="grid grid-cols-2 gap-3">
          <SelectField name="domain" label="Store" options={DOMAIN_OPTIONS} />
          <SelectField name="department" label="Department" options={DEPARTMENT_OPTIONS} />
        </div>
        {locked ? (
          <p data-testid="marketplace-upgrade" className="text-sm text-ember-700">
            Suggestions from stores other than amazon.com come with Backend keywords for every
            marketplace (Ultra and Supreme, or on its own).{" "}
            <Link href="/pricing" className="font-semibold underline">
              See the plans
            </Link>
          </p>
        ) : null}
        <ToolButton type="submit" variant="secondary" disabled={run.kind === "loading" || locked}>
          {run.kind === "loading" ? "Fetching suggestions…" : "Add this store's suggestions"}
        </ToolButton>
      </ToolForm>
      <p data-testid="marketplace-language-note" className="text-sm text-slate-600">
        The packer's stop words and plural rules are English for now, whatever the store: for a
        German, French, Japanese or other store, check that the boxes keep no small words Amazon
        ignores there and that no two words were merged as if one were the other's plural.
      </p>
      {run.kind === "failed" ? (
        <ResearchError failure={run.failure} unit="searches" onRetry={() => start(run.query)} />
      ) : null}
      {run.kind === "done" && added?.answer === run.answer ? (
        <div className="grid gap-2" role="status">
          <p className="text-sm text-slate-800" data-testid="marketplace-added">
            {run.answer.suggestions.length === 0
              ? `${run.query.domain} suggested nothing for this topic; try a shorter one.`
              : `${added.count} of ${run.answer.suggestions.length} suggestions from ${run.query.domain} added to the seed keywords.`}
          </p>
          <SourceNote source={run.answer.source} asOf={run.answer.asOf} />
        </div>
      ) : null}
    </section>
  );
}
