import { formatLongDate } from "@/lib/format-date";

export type PolicyHeading = { id: string; title: string };

type PolicyHeaderProps = {
  /** ISO date of the last change to the document. */
  updated: string;
  /** The document's h2 sections, for the "On this page" list. */
  headings: readonly PolicyHeading[];
};

/** "Last updated" line and an in-page table of contents for a legal document. */
export function PolicyHeader({ updated, headings }: PolicyHeaderProps) {
  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-sm text-slate-600">
        Last updated: <time dateTime={updated}>{formatLongDate(updated)}</time>
      </p>
      <nav aria-label="On this page" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
        <p className="text-sm font-semibold text-ink-900">On this page</p>
        <ol className="mt-3 grid gap-x-8 gap-y-1.5 text-sm sm:grid-cols-2">
          {headings.map((heading, index) => (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                className="text-ink-700 underline-offset-2 hover:text-ink-900 hover:underline"
              >
                {index + 1}. {heading.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}

/** The h2 of one policy section, numbered to match the table of contents. */
export function PolicySectionTitle({
  headings,
  id,
}: {
  headings: readonly PolicyHeading[];
  id: string;
}) {
  const index = headings.findIndex((heading) => heading.id === id);
  const heading = headings[index];
  if (!heading) throw new Error(`Unknown policy section "${id}"`);
  return (
    <h2 id={id} className="scroll-mt-24">
      {index + 1}. {heading.title}
    </h2>
  );
}
