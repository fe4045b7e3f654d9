"use client";

import { AMAZON_DOMAINS } from "@inkforge/domain/research/amazon-marketplaces";
import type { KeywordMonitor } from "@inkforge/domain/research/trackers";
import { splitSeeds } from "@inkforge/domain/text/split-lines";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { browserApi } from "@/lib/api/browser-api";
import { useAuth } from "@/lib/auth/use-auth";
import { DEPARTMENTS, failureMessage } from "./tracker-api";

/** The monitor takes at most this many seeds (the API's limit). */
const MAX_SEEDS = 10;

const day = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

/**
 * The backend keywords monitor (issue 10's third variant): the book in the tool's form is saved,
 * re-run monthly by a job that fetches its seeds' suggestions and re-packs the seven boxes, and a
 * notification says when the suggestions shifted. Signed-in users only; the plan decides.
 */
export function KeywordMonitors() {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : undefined;
  const call = useMemo(() => browserApi(token), [token]);
  const params = useSearchParams();
  const [monitors, setMonitors] = useState<KeywordMonitor[] | null>(null);
  const [domain, setDomain] = useState("amazon.com");
  const [department, setDepartment] = useState("books");
  const [message, setMessage] = useState<{ tone: "error" | "ok"; text: string } | null>(null);

  const load = useCallback(async () => {
    const result = await call("GET", "/api/v1/keyword-monitors");
    if (result.ok && Array.isArray(result.data)) setMonitors(result.data as KeywordMonitor[]);
  }, [call]);
  useEffect(() => {
    if (token) void load();
  }, [token, load]);
  if (!token) return null;

  const title = (params.get("title") ?? "").trim();
  const seeds = splitSeeds(params.get("seeds") ?? "").slice(0, MAX_SEEDS);

  async function save() {
    if (!title || seeds.length === 0) {
      setMessage({
        tone: "error",
        text: "Enter the book's title and at least one seed keyword above first.",
      });
      return;
    }
    const result = await call("POST", "/api/v1/keyword-monitors", {
      body: {
        title,
        subtitle: (params.get("subtitle") ?? "").trim(),
        // The monitor keeps one author: the first of the form's ";"-separated names.
        author: (params.get("author") ?? "").split(";")[0]!.trim().slice(0, 120),
        seeds: seeds.map((seed) => seed.slice(0, 80)),
        domain,
        department,
      },
    });
    if (!result.ok) return setMessage({ tone: "error", text: failureMessage(result) });
    setMessage({
      tone: "ok",
      text: `"${title}" is monitored: the first run is within the hour, then monthly.`,
    });
    await load();
  }

  return (
    <section
      aria-label="Backend keywords monitor"
      className="mt-10 grid gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-ink-900">Monitor this book monthly</h2>
        <p className="text-sm text-slate-700">
          Every month the search suggestions for your seed keywords are fetched again and the seven
          boxes re-packed; when the suggestions shift by a fifth or more you get a notification.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Marketplace
          <select
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            className="h-10 rounded-md border border-slate-300 px-2 text-sm"
          >
            {AMAZON_DOMAINS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Department
          <select
            value={department}
            onChange={(e) => setDepartment(e.target.value)}
            className="h-10 rounded-md border border-slate-300 px-2 text-sm"
          >
            {DEPARTMENTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => void save()}
          className={buttonVariants({ variant: "secondary" })}
        >
          Monitor {title ? `"${title}"` : "this book"}
        </button>
      </div>
      {message ? (
        <p
          role={message.tone === "error" ? "alert" : "status"}
          className={message.tone === "error" ? "text-sm text-red-800" : "text-sm text-emerald-800"}
        >
          {message.text}
          {message.tone === "error" && /plan/.test(message.text) ? (
            <>
              {" "}
              <Link href="/pricing" className="font-semibold underline">
                See the plans
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {monitors && monitors.length > 0 ? (
        <ul className="grid gap-3">
          {monitors.map((monitor) => (
            <li
              key={monitor.id}
              className="grid gap-1 rounded-md border border-slate-100 p-3 text-sm"
              data-testid="keyword-monitor"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <strong className="text-ink-900">{monitor.title}</strong>
                <button
                  type="button"
                  className={buttonVariants({ variant: "ghost", size: "sm" })}
                  onClick={async () => {
                    await call("DELETE", `/api/v1/keyword-monitors/${monitor.id}`);
                    await load();
                  }}
                >
                  Stop monitoring
                </button>
              </div>
              <p className="text-slate-600">
                {monitor.domain} · seeds: {monitor.seeds.join(", ")} ·{" "}
                {monitor.lastRunAt
                  ? `last run ${day(monitor.lastRunAt)}, next ${day(monitor.nextRunAt)}`
                  : "first run pending"}
              </p>
              {monitor.lastChange ? (
                <p className={monitor.lastChange.shifted ? "text-ember-800" : "text-slate-600"}>
                  Last month: {monitor.lastChange.added.length} new suggestions,{" "}
                  {monitor.lastChange.removed.length} gone
                  {monitor.lastChange.shifted ? " — shifted, boxes re-packed" : ""}.
                </p>
              ) : null}
              {monitor.boxes.some(Boolean) ? (
                <ol className="list-decimal pl-5 font-mono text-xs text-slate-800">
                  {monitor.boxes.map((box, index) => (
                    // Boxes are positional (box 1–7), so the index is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional boxes
                    <li key={index}>{box || "—"}</li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
