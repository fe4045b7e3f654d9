"use client";

import { useState } from "react";
import { ToolButton } from "@/components/ui/tool-button";
import type { PenNameFavourites } from "./use-pen-name-favourites";

/** Checks a name the author thought of against the famous-author list, and saves it. */
export function NameCheck({
  favourites,
  findFamousAuthor,
}: {
  favourites: PenNameFavourites;
  /** From the page's lazily loaded engine; null while the list is loading. */
  findFamousAuthor: ((name: string) => string | null) | null;
}) {
  const [name, setName] = useState("");
  const trimmed = name.trim().replace(/\s+/g, " ");
  const famous = trimmed.length >= 2 && findFamousAuthor ? findFamousAuthor(trimmed) : null;
  return (
    <div className="grid gap-2">
      <label htmlFor="pen-name-check" className="text-sm font-semibold text-ink-900">
        Check a name of your own
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="pen-name-check"
          type="text"
          maxLength={80}
          autoComplete="off"
          value={name}
          aria-describedby="pen-name-check-result"
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base"
          onChange={(event) => setName(event.target.value)}
        />
        {favourites.signedIn ? (
          <ToolButton
            type="button"
            variant="outline"
            disabled={trimmed.length < 2 || !findFamousAuthor || famous !== null}
            onClick={() => void favourites.save(trimmed, null)}
          >
            Save
          </ToolButton>
        ) : null}
      </div>
      <p id="pen-name-check-result" role="status" className="text-sm" data-testid="pen-name-check">
        {trimmed.length < 2 ? (
          <span className="text-slate-600">
            Type a name to check it against well-known authors.
          </span>
        ) : !findFamousAuthor ? (
          <span className="text-slate-600">Loading the list of well-known authors…</span>
        ) : famous ? (
          <span className="font-medium text-red-700">
            {trimmed} copies the well-known author {famous}; add a middle name or an initial.
          </span>
        ) : (
          <span className="text-emerald-800">
            {trimmed} is not one of the well-known authors on our list.
          </span>
        )}
      </p>
    </div>
  );
}
