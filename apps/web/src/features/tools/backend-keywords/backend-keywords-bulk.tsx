"use client";

import { useEffect, useRef, useState } from "react";

/*
 * Bulk 7 backend keywords: a CSV of books in, a CSV of 7 boxes per book out. Everything runs in
 * the browser, so the file never leaves the author's machine; books are packed one per task so
 * the progress bar moves and the page stays responsive on a 200-book file.
 */

const loadBulkEngine = () => import("./bulk-engine");

type BulkState =
  | { kind: "idle" }
  | { kind: "invalid"; errors: { row: number; field: string; message: string }[] }
  | { kind: "packing"; done: number; total: number }
  | { kind: "done"; url: string; fileName: string; total: number };

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function BackendKeywordsBulk() {
  const [state, setState] = useState<BulkState>({ kind: "idle" });
  const run = useRef(0);
  const url = state.kind === "done" ? state.url : null;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const packFile = async (file: File) => {
    const id = ++run.current;
    const [engine, text] = await Promise.all([loadBulkEngine(), file.text()]);
    const parsed = engine.parseBulkBooksCsv(text);
    if (!parsed.ok) {
      setState({ kind: "invalid", errors: parsed.errors });
      return;
    }
    const rows: string[][] = [];
    for (const [index, book] of parsed.books.entries()) {
      if (run.current !== id) return;
      setState({ kind: "packing", done: index, total: parsed.books.length });
      await nextTask();
      rows.push(engine.toBulkOutputRow(book, engine.packBackendKeywords(book.input)));
    }
    const csv = engine.serializeCsv([engine.BULK_OUTPUT_HEADER, ...rows]);
    const blob = new Blob([csv], { type: "text/csv;charset=utf-8" });
    const baseName = file.name.replace(/\.csv$/i, "");
    setState({
      kind: "done",
      url: URL.createObjectURL(blob),
      fileName: `${baseName}-backend-keywords.csv`,
      total: rows.length,
    });
  };

  return (
    <section aria-labelledby="backend-keywords-bulk-heading" className="mt-12 grid gap-4">
      <h2 id="backend-keywords-bulk-heading" className="text-xl font-semibold text-slate-900">
        Many books at once
      </h2>
      <p className="text-slate-700">
        Upload a CSV with a <code>title</code> column and, if you have them, <code>subtitle</code>,{" "}
        <code>authors</code> and <code>seed phrases</code> columns (separate several authors or
        phrases in one cell with a semicolon). You get back a CSV with the 7 boxes for each book, up
        to 200 books per file. The file is read in your browser and is not uploaded.
      </p>
      <div>
        <label htmlFor="backend-keywords-bulk-file" className="block font-medium text-slate-900">
          Books CSV
        </label>
        <input
          id="backend-keywords-bulk-file"
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block w-full max-w-md text-slate-700"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void packFile(file);
          }}
        />
      </div>
      {state.kind === "invalid" ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-medium">The file could not be used:</p>
          <ul className="mt-2 list-disc pl-5">
            {state.errors.slice(0, 10).map((error) => (
              <li key={`${error.row}-${error.field}`}>
                Row {error.row}, {error.field}: {error.message}
              </li>
            ))}
          </ul>
          {state.errors.length > 10 ? (
            <p className="mt-2">…and {state.errors.length - 10} more.</p>
          ) : null}
        </div>
      ) : null}
      {state.kind === "packing" ? (
        <div>
          <label htmlFor="backend-keywords-bulk-progress" className="text-slate-700">
            Packing book {state.done + 1} of {state.total}
          </label>
          <progress
            id="backend-keywords-bulk-progress"
            className="mt-1 block w-full max-w-md"
            max={state.total}
            value={state.done}
          />
        </div>
      ) : null}
      {state.kind === "done" ? (
        <div className="flex flex-wrap items-center gap-3" role="status">
          <p className="text-slate-700">
            {state.total === 1 ? "1 book packed." : `${state.total} books packed.`}
          </p>
          <a
            href={state.url}
            download={state.fileName}
            className="inline-flex h-10 items-center rounded-md bg-ember-600 px-4 text-sm font-semibold text-white hover:bg-ember-700"
          >
            Download the CSV
          </a>
        </div>
      ) : null}
    </section>
  );
}
