"use client";

import type { BookBuild, BookBuildKind } from "@inkforge/domain/books/book-build-contract";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { AddInteriorToProject } from "../add-to-project";
import {
  coverDesignerHref,
  coverTemplateHref,
  downloadBuild,
  readBuild,
  startBookBuild,
} from "../builds-api";
import type { BookAccess } from "../use-book-access";

/*
 * Build and download (issue 27): the request goes to the build API, the page polls the build with
 * a progress bar until it is done, then offers the PDF and the cover template with the book's
 * final page count. What the member may build is said in the words of the feature matrix: an
 * owner builds the whole book, a member without it a short watermarked sample beside the offer,
 * a visitor is asked to sign in.
 */

export type PuzzleOffer = {
  /** The maker's name in the catalogue. */
  item: string;
  /** Plans that include it, in plan order. */
  plans: string[];
  /** Products sold on their own that include it: title, price and checkout link. */
  products: { title: string; price: string; href: string }[];
  /** The most puzzles (or activity pages, designs) of a free sample. */
  sampleMax: number;
  /** What a sample counts: "puzzles" when not given. */
  sampleUnit?: string;
};

const POLL_MS = 1000;

/** "Pro Max, Ultra and Supreme". */
function listInWords(items: readonly string[]): string {
  return items.length <= 1
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

type Run =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "polling"; build: BookBuild }
  | { kind: "done"; build: BookBuild }
  | { kind: "failed"; message: string };

function formatBytes(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function BuildPanel<R extends object>({
  kind = "puzzle-book",
  access,
  offer,
  request,
  paper,
  loginHref,
  makeSample,
  onBuilt,
  onInvalid,
  onFieldErrors,
}: {
  /** Which maker's build route to call (decision 0109). */
  kind?: BookBuildKind;
  access: BookAccess;
  offer: PuzzleOffer;
  /** The valid request, or null while a field is wrong. */
  request: R | null;
  paper: string;
  loginHref: string;
  makeSample: (request: R) => Promise<R>;
  onBuilt: () => void;
  onInvalid: () => void;
  onFieldErrors: (errors: { path: string; message: string }[]) => void;
}) {
  const [run, setRun] = useState<Run>({ kind: "idle" });
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (access.status === "signed-out") {
    return (
      <div className="grid gap-2 rounded-lg border border-slate-300 bg-slate-50 p-4">
        <p className="text-slate-800">
          The preview is free. Sign in to build the book as a print-ready PDF.
        </p>
        <div>
          <Link className={buttonVariants()} href={loginHref}>
            Sign in to build
          </Link>
        </div>
      </div>
    );
  }
  const token = access.status === "loading" ? null : access.token;
  const full = access.status !== "ready" || access.full;
  const tier = access.status === "ready" ? access.tier : null;
  const unit = offer.sampleUnit ?? "puzzles";

  const poll = (id: string) => {
    if (!token) return;
    timer.current = setTimeout(async () => {
      const answer = await readBuild(token, id);
      if (!answer.ok) {
        setRun({ kind: "failed", message: answer.message });
        return;
      }
      const { build } = answer.data;
      if (build.status === "done") {
        setRun({ kind: "done", build });
        onBuilt();
      } else if (build.status === "failed") {
        setRun({
          kind: "failed",
          message: build.error?.message ?? "The build failed. Try again in a moment.",
        });
        onBuilt();
      } else {
        setRun({ kind: "polling", build });
        poll(id);
      }
    }, POLL_MS);
  };

  const start = async () => {
    if (!token) return;
    if (!request) {
      onInvalid();
      return;
    }
    setRun({ kind: "starting" });
    setDownloadProblem(null);
    const body = full ? request : await makeSample(request);
    const answer = await startBookBuild(token, kind, body);
    if (!answer.ok) {
      onFieldErrors(
        answer.details.map((detail) => ({ path: detail.path, message: detail.message })),
      );
      setRun({ kind: "failed", message: answer.message });
      return;
    }
    const { build } = answer.data;
    if (build.status === "done") {
      setRun({ kind: "done", build });
      onBuilt();
    } else {
      setRun({ kind: "polling", build });
      poll(build.id);
    }
  };

  const busy = run.kind === "starting" || run.kind === "polling";
  const progress =
    run.kind === "polling"
      ? Math.round(run.build.progress * 100)
      : run.kind === "starting"
        ? 0
        : 100;

  return (
    <div className="grid gap-4">
      {full ? null : (
        <section
          aria-label={`Get the whole ${offer.item.toLowerCase()}`}
          data-testid="puzzle-offer"
          className="grid gap-3 rounded-lg border border-ember-400 bg-ember-100/40 p-4 text-slate-800"
        >
          <h3 className="font-semibold text-ink-900">
            {offer.item} is not part of the {tier} plan
          </h3>
          <p>
            You can build a free sample: the first {offer.sampleMax} {unit} of this book, with a
            watermark on every page. Whole books come with{" "}
            {offer.products.map((product) => product.title).join(" or the ")}, and with the{" "}
            {listInWords(offer.plans)} plans.
          </p>
          <div className="flex flex-wrap gap-2">
            {offer.products.map((product) => (
              <Link
                key={product.href}
                className={buttonVariants({ size: "sm" })}
                href={product.href}
              >
                Get {product.title} · {product.price}
              </Link>
            ))}
            <Link className={buttonVariants({ variant: "outline", size: "sm" })} href="/pricing">
              See the plans
            </Link>
          </div>
        </section>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={busy || !token}
          onClick={start}
          className={buttonVariants()}
        >
          {!token
            ? "Checking your plan…"
            : busy
              ? "Building…"
              : full
                ? "Build the book"
                : `Build a free sample (${offer.sampleMax} ${unit})`}
        </button>
        {request ? null : (
          <p className="text-sm text-slate-600">Fix the fields marked above to build.</p>
        )}
      </div>
      {busy ? (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label="Building your book"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={
              run.kind === "polling" && run.build.status === "queued"
                ? "Waiting to start"
                : `${progress}%`
            }
            className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-ember-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
          <p className="text-sm text-slate-600" aria-live="polite">
            {run.kind === "polling" && run.build.status === "queued"
              ? "Waiting for a free builder…"
              : `${kind === "puzzle-book" ? "Generating puzzles and laying" : "Laying"} out pages: ${progress}%`}
          </p>
        </div>
      ) : null}
      {run.kind === "failed" ? (
        <p className="text-sm font-medium text-red-700" role="alert">
          {run.message}
        </p>
      ) : null}
      {run.kind === "done" && token ? (
        <section
          aria-label="Your finished book"
          data-testid="build-done"
          className="grid gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4"
        >
          <p className="font-semibold text-emerald-950" data-testid="build-summary">
            Your {run.build.sample ? "sample" : "book"} is ready: {run.build.pageCount} pages
            {run.build.fileBytes ? `, ${formatBytes(run.build.fileBytes)}` : ""}.
          </p>
          {run.build.preflight ? (
            run.build.preflight.ok ? (
              <p className="text-sm text-emerald-950">
                Checked in the PDF itself: {run.build.preflight.widthIn} ×{" "}
                {run.build.preflight.heightIn} in pages, {run.build.preflight.pageCount} pages,
                fonts embedded, content inside the margins.
              </p>
            ) : (
              <ul className="list-disc pl-5 text-sm text-red-800">
                {run.build.preflight.findings.map((finding) => (
                  <li key={`${finding.code}-${finding.page ?? 0}`}>
                    {finding.page ? `Page ${finding.page}: ` : ""}
                    {finding.message}
                  </li>
                ))}
              </ul>
            )
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={downloading}
              className={buttonVariants()}
              onClick={async () => {
                setDownloading(true);
                setDownloadProblem(await downloadBuild(token, run.build));
                setDownloading(false);
              }}
            >
              {downloading ? "Downloading…" : "Download PDF"}
            </button>
            {run.build.pageCount ? (
              <Link
                className={buttonVariants({ variant: "outline" })}
                href={coverTemplateHref({
                  trim: run.build.trim,
                  pageCount: run.build.pageCount,
                  paper,
                  binding: run.build.binding,
                })}
              >
                Make its cover
              </Link>
            ) : null}
            {/* The cover designer draws paperback covers only; a hardcover's is the template's. */}
            {run.build.pageCount && run.build.binding !== "hardcover" ? (
              <Link
                className={buttonVariants({ variant: "outline" })}
                href={coverDesignerHref({
                  trim: run.build.trim,
                  pageCount: run.build.pageCount,
                  paper,
                })}
              >
                Design its cover
              </Link>
            ) : null}
          </div>
          {downloadProblem ? (
            <p className="text-sm text-red-700" role="alert">
              {downloadProblem}
            </p>
          ) : null}
          {run.build.format !== "epub" && run.build.pageCount ? (
            <AddInteriorToProject token={token} build={run.build} />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
