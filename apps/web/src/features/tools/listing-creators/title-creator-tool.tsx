"use client";

import { TITLE_SUBTITLE_MAX } from "@inkforge/domain/tools/guidelines-check/limits";
import type { TitleIdea, TitleIdeasResult } from "@inkforge/domain/tools/title-creator/title-ideas";
import Link from "next/link";
import { useMemo, useRef, useState } from "react";
import { ToolForm } from "@/components/forms/fields";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { useAuth } from "@/lib/auth/use-auth";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import { BriefFields } from "./brief-fields";
import { copyText } from "./copy-text";
import { FindingsList } from "./findings-list";
import { BRIEF_DEFAULTS } from "./form-values";
import { GenerationNote } from "./generation-note";
import { useGenerationStatus } from "./use-generation-status";

/** The catalogue id a use is recorded under (and the API's daily runs are counted under). */
const TOOL_ID = "title-creator";
const loadEngine = () => import("./engine");
// Loaded with the first model run: the caller and zod stay out of the first load (decision 0054).
const loadToolsApi = () => import("@/lib/api/tools-client").then((m) => m.toolsApi);
const loadSchema = () => loadEngine().then((engine) => engine.titleFormSchema);
/** A language model writing a dozen ideas can take a while. */
const GENERATE_TIMEOUT_MS = 60_000;

function IdeaCard({
  idea,
  onCopy,
}: {
  idea: TitleIdea;
  onCopy: (text: string, what: string) => void;
}) {
  const over = idea.length > TITLE_SUBTITLE_MAX;
  const blocking = idea.findings.some((finding) => finding.severity === "error");
  return (
    <li
      data-testid="title-idea"
      className={`grid gap-2 rounded-lg border bg-white p-4 ${blocking ? "border-red-300" : "border-slate-200"}`}
    >
      <div className="grid gap-0.5">
        <p className="wrap-anywhere text-lg font-bold text-ink-900" data-testid="idea-title">
          {idea.title}
        </p>
        {idea.subtitle ? (
          <p className="wrap-anywhere text-slate-800" data-testid="idea-subtitle">
            {idea.subtitle}
          </p>
        ) : null}
      </div>
      <p className={`text-sm ${over ? "font-semibold text-red-800" : "text-slate-600"}`}>
        {idea.length} / {TITLE_SUBTITLE_MAX} characters together
      </p>
      <FindingsList findings={idea.findings} clear="Fits KDP's title rules." />
      <div className="flex flex-wrap gap-2">
        <ToolButton
          size="sm"
          variant="outline"
          aria-label={`Copy title: ${idea.title}`}
          onClick={() => onCopy(idea.title, "Title")}
        >
          Copy title
        </ToolButton>
        {idea.subtitle ? (
          <ToolButton
            size="sm"
            variant="outline"
            aria-label={`Copy subtitle: ${idea.subtitle}`}
            onClick={() => onCopy(idea.subtitle, "Subtitle")}
          >
            Copy subtitle
          </ToolButton>
        ) : null}
      </div>
    </li>
  );
}

export function TitleCreatorTool({ planNote }: { planNote: string }) {
  const engine = useLazyModule(loadEngine);
  const auth = useAuth();
  const status = useGenerationStatus();
  const recordToolUse = useRecordToolUse();
  const { form, input, ready } = useUrlForm({ loadSchema, defaults: BRIEF_DEFAULTS });
  const templated = useMemo(
    () => (engine && input ? engine.generateTitleIdeas(input) : null),
    [engine, input],
  );
  const lastGood = useRef(templated);
  if (templated) lastGood.current = templated;
  const [generated, setGenerated] = useState<{ key: string; result: TitleIdeasResult } | null>(
    null,
  );
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const recorded = useRef<string | null>(null);
  const briefKey = input ? JSON.stringify(input) : "";
  // Ideas from the model belong to the brief they were asked for; a changed brief shows templates.
  const shown = generated && generated.key === briefKey ? generated.result : lastGood.current;
  const token = auth.status === "authenticated" ? auth.apiToken : undefined;

  const generate = async () => {
    if (!input || !token) return;
    setPending(true);
    setFailure(null);
    const answer = await loadToolsApi().then(
      (toolsApi) => toolsApi(token).titleIdeas(input, GENERATE_TIMEOUT_MS),
      () => null,
    );
    setPending(false);
    if (answer?.ok) {
      setGenerated({ key: briefKey, result: answer.data });
      // The API counted this run itself.
      recorded.current = briefKey;
      return;
    }
    setFailure(
      answer === null
        ? "Part of this page could not be loaded. Reload the page to try again."
        : answer.status === null
          ? "The API could not be reached; try again."
          : answer.message,
    );
  };

  const copy = async (text: string, what: string) => {
    if (!(await copyText(text, what))) return;
    // One use per brief, however many of its ideas are copied.
    if (recorded.current !== briefKey && input) {
      recorded.current = briefKey;
      // Ideas made in the browser: the server makes the same ones from the templates, which is
      // its own record of the use and earns its points (issue 24).
      void recordToolUse(TOOL_ID, {
        method: "POST",
        path: "/api/tools/title-ideas?generator=templates",
        body: input,
      });
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        <ToolForm
          form={form}
          ready={ready && engine !== null}
          label="Title creator"
          idPrefix="title"
        >
          <BriefFields idPrefix="title" />
        </ToolForm>
        {status === "llm" ? (
          <div className="grid gap-2">
            <ToolButton onClick={generate} disabled={!input || !token || pending}>
              {pending ? "Writing ideas…" : "Write ideas with AI"}
            </ToolButton>
          </div>
        ) : null}
        <GenerationNote status={status} what="title ideas" />
        <p className="text-sm text-slate-600">{planNote}</p>
      </div>

      <section
        aria-label="Title ideas"
        aria-live="polite"
        className="grid min-w-0 content-start gap-4"
      >
        {failure ? (
          <p
            role="alert"
            className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900"
          >
            {failure}
            {failure.includes("plan") ? (
              <>
                {" "}
                <Link href="/pricing" className="font-semibold underline">
                  See the plans
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        {shown?.notice ? (
          <p
            role="status"
            className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-sm"
          >
            {shown.notice}
          </p>
        ) : null}
        {!shown ? (
          <p className="text-slate-700">
            {engine ? "Type your book's niche to see title ideas." : "Loading the title creator…"}
          </p>
        ) : (
          <>
            <h2 className="text-xl font-bold text-ink-900" data-testid="ideas-heading">
              {shown.ideas.length} ideas{" "}
              <span className="text-sm font-normal text-slate-600">
                {shown.source === "llm" ? "from the AI writing service" : "from the templates"}
              </span>
            </h2>
            <ul className="grid gap-3 xl:grid-cols-2">
              {shown.ideas.map((idea) => (
                <IdeaCard key={`${idea.title}|${idea.subtitle}`} idea={idea} onCopy={copy} />
              ))}
            </ul>
          </>
        )}
        <p className="text-sm text-slate-700">
          KDP counts the title and subtitle together: at most {TITLE_SUBTITLE_MAX} characters. Each
          idea is checked against the metadata rules as you type (sales-rank and promotional claims,
          Amazon program names, HTML, trim sizes, repeated punctuation); check the words that came
          from your brief too. Source: KDP Metadata Guidelines for Books (G201097560), title limit
          (GW7J4WEKBVU25YEC), as of 2026.
        </p>
      </section>
    </div>
  );
}
