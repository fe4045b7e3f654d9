"use client";

import { splitSeeds } from "@inkforge/domain/text/split-lines";
import { Globe } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { ResearchError, SourceNote } from "@/components/research/status-notes";
import { ToolButton } from "@/components/ui/tool-button";
import type { ApiFailure } from "@/lib/api/api-call";
import { useAuth } from "@/lib/auth/use-auth";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { createResearchApi, type SuggestionsAnswer } from "@/lib/research/research-api";
import {
  AMAZON_DOMAINS,
  RESEARCH_DEPARTMENTS,
  type ResearchDepartment,
} from "@/lib/research/url-state";
import { useCapability } from "@/lib/research/use-capability";

/*
 * The per-marketplace variant of the 7 Backend Keywords tool (issue 10, decision 0066): a seed and
 * an Amazon store → that store's search suggestions (through the research API, so the plan's daily
 * searches apply) become the packer's seed phrases. amazon.com is open to every signed-in user;
 * the other 18 stores need the "Backend keywords for every marketplace" capability.
 */

const DEFAULT_DOMAIN = "amazon.com";
/** The packer's form takes at most 500 seed phrases. */
const MAX_SEEDS = 500;

const DEPARTMENT_LABELS: Record<ResearchDepartment, string> = {
  books: "Books",
  kindle: "Kindle Store",
};

type Query = { seed: string; domain: string; department: ResearchDepartment };

// The research API's own request contract, loaded on the first fetch (zod stays off the page).
const loadSchema = () => import("./seeds-schema").then((module) => module.seedsFormSchema);
const DOMAIN_OPTIONS = AMAZON_DOMAINS.map((value) => ({ value, label: value }));
const DEPARTMENT_OPTIONS = RESEARCH_DEPARTMENTS.map((value) => ({
  value,
  label: DEPARTMENT_LABELS[value],
}));

type Run =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "done"; answer: SuggestionsAnswer; added: number; domain: string }
  | { kind: "failed"; failure: ApiFailure; retry: () => void };

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

export function MarketplaceSeeds({
  currentSeeds,
  onSeeds,
}: {
  currentSeeds: string;
  onSeeds: (text: string) => void;
}) {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const api = useMemo(() => (token ? createResearchApi(token) : null), [token]);
  const capability = useCapability("backend-keywords-marketplaces");
  const everyStore = capability.status === "ready" && capability.available;
  const form = useZodForm<Query, Query>({
    loadSchema,
    defaultValues: { seed: "", domain: DEFAULT_DOMAIN, department: "books" },
    labels: { seed: "Topic", domain: "Store", department: "Department" },
  });
  const domain = useWatch({ control: form.control, name: "domain" });
  const [run, setRun] = useState<Run>({ kind: "idle" });
  const locked = domain !== DEFAULT_DOMAIN && !everyStore;

  if (!api) return null;

  const fetchSeeds = async (query: Query) => {
    setRun({ kind: "loading" });
    const answer = await api.suggestions(query);
    if (!answer.ok) {
      setRun({ kind: "failed", failure: answer, retry: () => void fetchSeeds(query) });
      return;
    }
    // The API answers best first; the packer completes earlier phrases first on ties.
    const merged = mergeSeeds(
      currentSeeds,
      answer.data.rows.map((row) => row.keyword),
    );
    onSeeds(merged.text);
    setRun({ kind: "done", answer: answer.data, added: merged.added, domain: query.domain });
  };

  const submit = form.handleSubmit(async (query) => {
    if (locked) return;
    await fetchSeeds(query);
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
        <ResearchError failure={run.failure} unit="searches" onRetry={run.retry} />
      ) : null}
      {run.kind === "done" ? (
        <div className="grid gap-2" role="status">
          <p className="text-sm text-slate-800" data-testid="marketplace-added">
            {run.answer.rows.length === 0
              ? `${run.domain} suggested nothing for this topic; try a shorter one.`
              : `${run.added} of ${run.answer.rows.length} suggestions from ${run.domain} added to the seed keywords.`}
          </p>
          <SourceNote source={run.answer.source} asOf={run.answer.asOf} />
        </div>
      ) : null}
    </section>
  );
}
