"use client";

import type { BookBuild } from "@inkforge/domain/books/book-build-contract";
import Link from "next/link";
import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAuth } from "@/lib/auth/use-auth";
import { coverTemplateHref, downloadBuild, listBuilds } from "./builds-api";

/*
 * The member's finished and running book builds, newest first, each with its download: on the
 * puzzle book maker and on /me (issue 27: "the finished file is kept for the owner, listed on /me,
 * downloadable later").
 */

const STATUS: Record<BookBuild["status"], string> = {
  queued: "Waiting to start",
  running: "Building",
  done: "Ready",
  failed: "Failed",
};

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

function BuildRow({ build, token }: { build: BookBuild; token: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <li className="grid gap-2 py-3 sm:flex sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900 wrap-anywhere">
          {build.title}
          {build.sample ? (
            <span className="ml-2 text-sm font-normal text-slate-600">(sample)</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {build.trim.replace("x", " × ")} in
          {build.pageCount ? ` · ${build.pageCount} pages` : ""} · seed {build.seed} ·{" "}
          {formatDate(build.createdAt)} · {STATUS[build.status]}
        </p>
        {problem ? <p className="text-sm text-red-700">{problem}</p> : null}
      </div>
      {build.status === "done" ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            className={buttonVariants({ size: "sm" })}
            onClick={async () => {
              setBusy(true);
              setProblem(await downloadBuild(token, build));
              setBusy(false);
            }}
          >
            {busy ? "Downloading…" : "Download PDF"}
            <span className="sr-only"> of {build.title}</span>
          </button>
          {build.pageCount ? (
            <Link
              className={buttonVariants({ variant: "outline", size: "sm" })}
              href={coverTemplateHref({ trim: build.trim, pageCount: build.pageCount })}
            >
              Make its cover<span className="sr-only"> for {build.title}</span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** `refreshKey`: change it to read the list again (after a build finishes). */
export function YourBooks({
  refreshKey = 0,
  emptyText = "No books built yet.",
}: {
  refreshKey?: number;
  emptyText?: string;
}) {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const [state, setState] = useState<
    { kind: "loading" } | { kind: "failed" } | { kind: "ready"; builds: BookBuild[] }
  >({ kind: "loading" });
  useEffect(() => {
    void refreshKey;
    if (!token) return;
    let live = true;
    void listBuilds(token).then((answer) => {
      if (!live) return;
      setState(answer.ok ? { kind: "ready", builds: answer.data.builds } : { kind: "failed" });
    });
    return () => {
      live = false;
    };
  }, [token, refreshKey]);
  if (!token) return null;
  if (state.kind === "loading") return <p className="text-slate-600">Loading your books…</p>;
  if (state.kind === "failed") {
    return <p className="text-slate-700">We couldn't load your books right now.</p>;
  }
  if (state.builds.length === 0) return <p className="text-slate-700">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-200" data-testid="your-books">
      {state.builds.map((build) => (
        <BuildRow key={build.id} build={build} token={token} />
      ))}
    </ul>
  );
}
