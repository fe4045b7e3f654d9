import type { GenerationStatus } from "./use-generation-status";

/** Where ideas and drafts come from, and how an operator turns a language model on. */
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
        Generation uses templates: no AI writing service is configured
      </summary>
      <div className="mt-2 grid gap-2">
        <p>
          The {what} come from documented templates for each book type, filled in from your brief,
          in your browser. The same brief always gives the same results, and nothing is sent
          anywhere.
        </p>
        <p>
          To write with a language model instead, the site's operator sets{" "}
          <code className="font-mono font-semibold">LLM_API_URL</code> (an OpenAI-compatible
          endpoint such as <code className="font-mono">https://api.openai.com/v1</code> or a local
          server's <code className="font-mono">http://127.0.0.1:8080/v1</code>) and{" "}
          <code className="font-mono font-semibold">LLM_API_KEY</code> in the API's environment,
          optionally <code className="font-mono font-semibold">LLM_MODEL</code> and{" "}
          <code className="font-mono font-semibold">LLM_TIMEOUT_MS</code>, and restarts the API.
        </p>
      </div>
    </details>
  );
}
