"use client";

import type { PenNameResult } from "@inkforge/domain/tools/pen-name/generate";
import { Copy, Heart, X } from "lucide-react";
import Link from "next/link";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { loginPath } from "@/lib/auth/redirects";
import type { PenNameFavourites } from "./use-pen-name-favourites";

export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: "success", title: "Copied", description: `${what} is on the clipboard.` });
  } catch {
    toast({
      variant: "error",
      title: "Not copied",
      description: "This browser blocked the clipboard.",
    });
  }
}

/** The generated names, each with copy and (signed in) save. */
export function PenNameList({
  result,
  favourites,
  onUse,
}: {
  result: PenNameResult;
  favourites: PenNameFavourites;
  /** Called once per use: a name copied or saved. */
  onUse: () => void;
}) {
  const saved = new Set(favourites.favourites.map((item) => item.name));
  if (result.names.length === 0) {
    return (
      <p role="status" className="text-sm text-slate-600">
        No names fit these options; choose another country, gender or genre.
      </p>
    );
  }
  return (
    <ul
      className="divide-y divide-slate-100 rounded-lg border border-slate-200"
      data-testid="pen-names"
    >
      {result.names.map((name) => (
        <li key={name.name} className="flex flex-wrap items-center gap-2 px-3 py-2">
          <span className="min-w-0 flex-1">
            <span
              className="block font-serif text-lg font-semibold text-slate-900"
              data-testid="pen-name-text"
            >
              {name.name}
            </span>
            <span className="block text-xs text-slate-600">
              {name.countryName} · {name.gender} first name
            </span>
          </span>
          <ToolButton
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Copy ${name.name}`}
            onClick={() => {
              onUse();
              void copyText(name.name, name.name);
            }}
          >
            <Copy aria-hidden className="h-4 w-4" /> Copy
          </ToolButton>
          {favourites.signedIn ? (
            <ToolButton
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Save ${name.name}`}
              aria-pressed={saved.has(name.name)}
              disabled={saved.has(name.name)}
              onClick={() => {
                onUse();
                void favourites.save(name.name, name.country);
              }}
            >
              <Heart aria-hidden className="h-4 w-4" /> {saved.has(name.name) ? "Saved" : "Save"}
            </ToolButton>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The signed-in user's saved names, or how to get them. */
export function PenNameFavouriteList({ favourites }: { favourites: PenNameFavourites }) {
  if (!favourites.signedIn) {
    return (
      <p className="text-sm text-slate-600">
        <Link
          href={loginPath({ next: "/tools/Pen-Name-Generator" })}
          className="font-semibold text-ink-700 underline"
        >
          Log in
        </Link>{" "}
        to save favourite names to your account.
      </p>
    );
  }
  if (favourites.favourites.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {favourites.loading
          ? "Loading your favourites…"
          : "No favourites yet: press Save beside a name."}
      </p>
    );
  }
  return (
    <ul className="space-y-1" data-testid="pen-name-favourites">
      {favourites.favourites.map((favourite) => (
        <li key={favourite.id} className="flex items-center gap-2 text-sm">
          <span className="flex-1 font-medium">{favourite.name}</span>
          <ToolButton
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Copy ${favourite.name}`}
            onClick={() => void copyText(favourite.name, favourite.name)}
          >
            <Copy aria-hidden className="h-4 w-4" />
          </ToolButton>
          <ToolButton
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove ${favourite.name}`}
            onClick={() => void favourites.remove(favourite)}
          >
            <X aria-hidden className="h-4 w-4" />
          </ToolButton>
        </li>
      ))}
    </ul>
  );
}
