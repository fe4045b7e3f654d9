import type { GenerationStatus } from "./use-generation-status";

/** Where ideas and drafts come from: templates, or the AI writing service the site has. */
export function GenerationNote({ status, what }: { status: GenerationStatus; what: string }) {
  if (status === "loading") return null;
  if (status === "llm") {
    return (
      <p data-testid="generation-source" className="text-sm text-slate-700">
        This site is set up with an AI writing service: the AI button asks it for {what}. Its
        answers go through the same KDP checks as the templates', and each counts as one of your
        plan's runs for the day.
      </p>
    );
  }
  return (
    <details
      data-testid="generation-source"
      className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
    >
      <summary className="cursor-pointer font-semibold">
        Generation uses templates, in your browser
      </summary>
      <div className="mt-2 grid gap-2">
        <p>
          The {what} come from documented templates for each book type, filled in from your brief,
          in your browser. The same brief always gives the same results, and nothing is sent
          anywhere.
        </p>
      </div>
    </details>
  );
}
