"use client";

import { ChevronDown, ChevronRight } from "lucide-react";
import { useState } from "react";
import { groupByPrefix, type SuggestionRow } from "@/lib/research/rows";

/** Groups open when the tree first shows: the strongest prefixes; the rest open on a click. */
const OPEN_AT_FIRST = 3;

/**
 * The suggestions as a tree: each under the prefix that surfaced it first (its shortest prefix),
 * so an author sees which letter or question word leads to which phrases. Selection is shared
 * with the table.
 */
export function SuggestionTree({
  rows,
  selected,
  onSelectedChange,
}: {
  rows: readonly SuggestionRow[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
}) {
  const groups = groupByPrefix(rows);
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const isOpen = (prefix: string, index: number) => index < OPEN_AT_FIRST !== toggled.has(prefix);

  const flip = (prefix: string) => {
    const next = new Set(toggled);
    if (next.has(prefix)) next.delete(prefix);
    else next.add(prefix);
    setToggled(next);
  };
  const setMany = (keywords: string[], on: boolean) => {
    const next = new Set(selected);
    for (const keyword of keywords) {
      if (on) next.add(keyword);
      else next.delete(keyword);
    }
    onSelectedChange(next);
  };

  return (
    <ul
      aria-label="Suggestions grouped by the prefix that surfaced them"
      data-testid="suggestion-tree"
      className="grid gap-2"
    >
      {groups.map((group, index) => {
        const open = isOpen(group.prefix, index);
        const keywords = group.rows.map((row) => row.keyword);
        const all = keywords.every((keyword) => selected.has(keyword));
        const listId = `tree-group-${index}`;
        return (
          <li key={group.prefix} className="rounded-md border border-slate-200 bg-white">
            <div className="flex items-center gap-2 px-3 py-2">
              <input
                type="checkbox"
                aria-label={`Select every suggestion under “${group.prefix}”`}
                checked={all}
                onChange={() => setMany(keywords, !all)}
                className="h-4 w-4"
              />
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => flip(group.prefix)}
                className="flex flex-1 items-center gap-1 text-left font-medium text-ink-900"
              >
                {open ? (
                  <ChevronDown aria-hidden className="h-4 w-4" />
                ) : (
                  <ChevronRight aria-hidden className="h-4 w-4" />
                )}
                <span className="wrap-anywhere">“{group.prefix}”</span>
                <span className="font-normal text-slate-600">
                  {" "}
                  · {group.rows.length} {group.rows.length === 1 ? "suggestion" : "suggestions"}
                </span>
              </button>
            </div>
            {open ? (
              <ul id={listId} className="grid gap-1 border-t border-slate-100 px-3 py-2 pl-9">
                {group.rows.map((row) => (
                  <li key={row.keyword} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      id={`${listId}-${row.keyword}`}
                      checked={selected.has(row.keyword)}
                      onChange={() => setMany([row.keyword], !selected.has(row.keyword))}
                      className="h-4 w-4"
                    />
                    <label htmlFor={`${listId}-${row.keyword}`} className="flex-1 wrap-anywhere">
                      {row.keyword}
                    </label>
                    <span className="tabular-nums text-slate-700">demand {row.demand}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
