"use client";

import { failureText, toFailure } from "@/lib/api/api-error";
import { useRuleChanges } from "./use-my-books";

/** Every dated KDP figure change with its source, and the member's books each one touched. */
export function RuleChanges() {
  const changes = useRuleChanges();
  if (changes.isError)
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
        {failureText(toFailure(changes.error))}
      </p>
    );
  if (!changes.data) return <p className="text-slate-700">Loading…</p>;
  if (changes.data.length === 0)
    return <p className="text-slate-700">No KDP figure has changed since you joined.</p>;
  return (
    <ul className="grid gap-6" aria-label="KDP rule changes">
      {changes.data.map((change) => (
        <li key={change.id} data-testid="rule-change" className="grid gap-2">
          <h2 className="font-semibold text-ink-900">
            {change.figure}, from {change.effectiveFrom}
          </h2>
          <p className="text-sm text-slate-700">
            Source:{" "}
            {change.source.url ? (
              <a href={change.source.url} className="underline" rel="noreferrer noopener">
                {change.source.title}
              </a>
            ) : (
              change.source.title
            )}{" "}
            ({change.source.key}, {change.source.date})
          </p>
          {change.books.length === 0 ? (
            <p className="text-sm text-slate-600">None of your books is affected.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {change.books.map((book) => (
                <li key={book.projectId} data-testid="rule-change-book">
                  <strong>{book.title}</strong>
                  <ul className="list-disc pl-5">
                    {book.lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
