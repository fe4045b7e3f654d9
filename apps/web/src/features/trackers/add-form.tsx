"use client";

import {
  AMAZON_DOMAINS,
  type AmazonDomain,
  isAmazonDomain,
} from "@inkforge/domain/research/amazon-marketplaces";
import Link from "next/link";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { failureText, toFailure } from "@/lib/api/api-error";
import type { TrackerKind, TrackerList } from "@/lib/api/trackers-client";
import { useAddTrackerEntries } from "@/lib/api/use-trackers";
import { DEPARTMENTS, inputClass as input, splitList, UNITS } from "./tracker-api";

/**
 * The add box: keywords (with the ASIN to find) or ASINs, one per line or comma separated, also
 * filled from `?add=` (the research app). The server adds what fits the plan and names the limit
 * when they do not; that refusal is shown under the button.
 */
export function AddForm({
  kind,
  list,
  initial,
  market,
}: {
  kind: TrackerKind;
  list: TrackerList;
  initial: string;
  market: string | null;
}) {
  const add = useAddTrackerEntries(kind);
  const [items, setItems] = useState(splitList(initial).join("\n"));
  const [asin, setAsin] = useState("");
  const [domain, setDomain] = useState<AmazonDomain>(
    market && isAmazonDomain(market) ? market : "amazon.com",
  );
  const [department, setDepartment] = useState("books");
  const [empty, setEmpty] = useState(false);
  const { used, max, upgradeTier } = list.limit;
  const full = max !== null && used >= max;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const words = splitList(items);
    setEmpty(words.length === 0);
    if (words.length === 0) {
      add.reset();
      return;
    }
    const entries =
      kind === "keyword"
        ? words.map((keyword) => ({ keyword, asin, domain, department }))
        : words.map((item) => ({ asin: item, domain }));
    add.mutate({ entries }, { onSuccess: () => setItems("") });
  }
  const message: { tone: "error" | "ok"; text: string } | null = empty
    ? {
        tone: "error",
        text: kind === "keyword" ? "Enter at least one keyword." : "Enter at least one ASIN.",
      }
    : add.isError
      ? { tone: "error", text: failureText(toFailure(add.error)) }
      : add.isSuccess
        ? { tone: "ok", text: "Added. The first snapshot is taken at each entry's daily time." }
        : null;

  return (
    <form
      onSubmit={submit}
      aria-label={kind === "keyword" ? "Track keywords" : "Track ASINs"}
      className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 [&>*]:min-w-0"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink-900">
          {kind === "keyword" ? "Track keywords" : "Track products"}
        </h2>
        <p className="text-sm text-slate-700" data-testid="tracker-usage">
          {used} of {max === null ? "unlimited" : max} {UNITS[kind]}
        </p>
      </div>
      {full ? (
        <p className="rounded-md bg-ember-100/60 px-3 py-2 text-sm text-ink-900">
          Your plan allows {max} {UNITS[kind]}.{" "}
          {upgradeTier ? (
            <>
              <Link href="/pricing" className="font-semibold underline">
                Upgrade to {upgradeTier}
              </Link>{" "}
              to track more, or remove an entry.
            </>
          ) : (
            "Remove an entry to add another."
          )}
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2 [&>*]:min-w-0">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          {kind === "keyword"
            ? "Keywords (one per line or comma separated)"
            : "ASINs (one per line or comma separated)"}
          <textarea
            value={items}
            onChange={(event) => setItems(event.target.value)}
            rows={3}
            className="w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <div className="grid content-start gap-3">
          {kind === "keyword" ? (
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              ASIN to look for
              <input
                value={asin}
                onChange={(event) => setAsin(event.target.value)}
                placeholder="B0XXXXXXXX"
                className={input}
              />
            </label>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              Marketplace
              <select
                value={domain}
                onChange={(event) => setDomain(event.target.value as AmazonDomain)}
                className={input}
              >
                {AMAZON_DOMAINS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
            {kind === "keyword" ? (
              <label className="grid gap-1 text-sm font-medium text-slate-800">
                Department
                <select
                  value={department}
                  onChange={(event) => setDepartment(event.target.value)}
                  className={input}
                >
                  {DEPARTMENTS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={add.isPending} className={buttonVariants()}>
          {add.isPending ? "Adding…" : "Track"}
        </button>
        {message ? (
          <p
            role={message.tone === "error" ? "alert" : "status"}
            className={
              message.tone === "error" ? "text-sm text-red-800" : "text-sm text-emerald-800"
            }
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
