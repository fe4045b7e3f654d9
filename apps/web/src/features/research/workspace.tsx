"use client";

import Link from "next/link";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import {
  RESEARCH_DEFAULTS,
  RESEARCH_TABS,
  type ResearchTab,
  type ResearchUrlState,
  readResearchUrl,
  writeResearchUrl,
} from "@/lib/research/url-state";
import { LookupTab } from "./lookup-tab";
import { SuggestionsTab } from "./suggestions-tab";

const TAB_LABELS: Record<ResearchTab, string> = {
  "search-suggestions": "Search Suggestions",
  "reverse-lookup": "Reverse Product Lookup",
};

/** The product tools of the research family, each on its own page. */
const PRODUCT_TOOLS = [
  { href: "/titans-deep-view", label: "Deep View" },
  { href: "/titans-retro-vision", label: "Retro View" },
  { href: "/titans-keyword-tracker", label: "Keyword Tracker" },
  { href: "/titans-asin-tracker", label: "ASIN Tracker" },
];

function readUrl(): ResearchUrlState {
  return typeof window === "undefined"
    ? RESEARCH_DEFAULTS
    : readResearchUrl(new URLSearchParams(window.location.search));
}

/** The two tabs with their state in the URL, and the links to the product research tools. */
export function Workspace() {
  const [state, setState] = useState<ResearchUrlState>(readUrl);
  const stateRef = useRef(state);
  stateRef.current = state;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const onPop = () => setState(readUrl());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const update = (patch: Partial<ResearchUrlState>, push = false) => {
    const next = { ...stateRef.current, ...patch };
    stateRef.current = next;
    const query = writeResearchUrl(new URLSearchParams(window.location.search), next);
    const url = `${window.location.pathname}?${query}`;
    if (push) window.history.pushState(window.history.state, "", url);
    else window.history.replaceState(window.history.state, "", url);
    setState(next);
  };

  const selectTab = (tab: ResearchTab) => update({ tab }, true);
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + RESEARCH_TABS.length) % RESEARCH_TABS.length;
    const tab = RESEARCH_TABS[next] ?? "search-suggestions";
    selectTab(tab);
    tabs.current[next]?.focus();
  };

  return (
    <div className="grid gap-6" data-testid="research-workspace">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200">
        <div role="tablist" aria-label="Research tools" className="-mb-px flex flex-wrap">
          {RESEARCH_TABS.map((tab, index) => {
            const active = state.tab === tab;
            return (
              <button
                key={tab}
                ref={(button) => {
                  tabs.current[index] = button;
                }}
                type="button"
                role="tab"
                id={`research-tab-${tab}`}
                aria-selected={active}
                aria-controls={`research-panel-${tab}`}
                tabIndex={active ? 0 : -1}
                onClick={() => selectTab(tab)}
                onKeyDown={(event) => onTabKey(event, index)}
                className={`border-b-2 px-4 py-2 text-sm font-semibold ${active ? "border-ember-600 text-ink-900" : "border-transparent text-slate-600 hover:text-ink-900"}`}
              >
                {TAB_LABELS[tab]}
              </button>
            );
          })}
        </div>
        <nav aria-label="Product research tools" className="pb-2 text-sm">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {PRODUCT_TOOLS.map((tool) => (
              <li key={tool.href}>
                <Link href={tool.href} className="font-medium text-ink-700 hover:underline">
                  {tool.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div
        role="tabpanel"
        id={`research-panel-${state.tab}`}
        aria-labelledby={`research-tab-${state.tab}`}
      >
        {state.tab === "search-suggestions" ? (
          <SuggestionsTab state={state} update={update} />
        ) : (
          <LookupTab state={state} update={update} />
        )}
      </div>
    </div>
  );
}
