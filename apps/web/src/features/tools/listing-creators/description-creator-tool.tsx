"use client";

import type {
  DescriptionDraftInput,
  DescriptionDraftResult,
} from "@inkforge/domain/tools/description-creator/description-draft";
import { DESCRIPTION_MAX } from "@inkforge/domain/tools/guidelines-check/limits";
import Link from "next/link";
import { useMemo, useRef, useState } from "react";
import { ToolForm } from "@/components/forms/fields";
import { ProjectPicker } from "@/components/project-picker/project-picker";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { useAuth } from "@/lib/auth/use-auth";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import { BriefFields, LinesField } from "./brief-fields";
import { copyText } from "./copy-text";
import { FindingsList } from "./findings-list";
import { DESCRIPTION_DEFAULTS } from "./form-values";
import { GenerationNote } from "./generation-note";
import { RichTextEditor, type RichTextEditorHandle } from "./rich-text-editor";
import { STORE_STYLE } from "./store-style";
import { useGenerationStatus } from "./use-generation-status";

// Loaded with the first model draft: the caller and zod stay out of the first load (decision 0054).
const loadToolsApi = () => import("@/lib/api/tools-client").then((m) => m.toolsApi);

/** The catalogue id a use is recorded under (and the API's daily runs are counted under). */
const TOOL_ID = "description-creator";
const loadEngine = () => import("./engine");
const loadSchema = () => loadEngine().then((engine) => engine.descriptionFormSchema);
const GENERATE_TIMEOUT_MS = 60_000;

export function DescriptionCreatorTool({ planNote }: { planNote: string }) {
  const engine = useLazyModule(loadEngine);
  const auth = useAuth();
  const status = useGenerationStatus();
  const recordToolUse = useRecordToolUse();
  const { form, values, input, ready } = useUrlForm({
    loadSchema,
    defaults: DESCRIPTION_DEFAULTS,
  });
  const editor = useRef<RichTextEditorHandle>(null);
  const [raw, setRaw] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const recorded = useRef<string | null>(null);
  // A model draft is a run the API recorded itself; copying it (or an edit of it) is not another.
  const servedDraft = useRef(false);
  /** The brief of the draft made from the templates in the browser, sent with its copy. */
  const templateBrief = useRef<DescriptionDraftInput | null>(null);
  const token = auth.status === "authenticated" ? auth.apiToken : undefined;

  const clean = useMemo(() => (engine ? engine.sanitizeDescriptionHtml(raw) : ""), [engine, raw]);
  const findings = useMemo(
    () => (engine && clean ? engine.checkDescriptionHtml(clean) : []),
    [engine, clean],
  );
  const length = clean.length;
  const over = length > DESCRIPTION_MAX;

  const load = (draft: DescriptionDraftResult) => {
    if (
      raw.replace(/<[^>]*>/g, "").trim() !== "" &&
      !window.confirm("Replace what is in the editor with the draft?")
    ) {
      return;
    }
    setNotice(draft.notice ?? null);
    editor.current?.setHtml(draft.html);
  };

  const draftFromTemplates = () => {
    if (!engine || !input) return;
    servedDraft.current = false;
    templateBrief.current = input;
    load(engine.generateDescriptionDraft(input));
  };

  const draftWithModel = async () => {
    if (!input || !token) return;
    setPending(true);
    setFailure(null);
    const answer = await loadToolsApi().then(
      (toolsApi) => toolsApi(token).descriptionDraft(input, GENERATE_TIMEOUT_MS),
      () => null,
    );
    setPending(false);
    if (answer?.ok) {
      servedDraft.current = true;
      load(answer.data);
    } else {
      setFailure(
        answer === null
          ? "Part of this page could not be loaded. Reload the page to try again."
          : answer.status === null
            ? "The API could not be reached; try again."
            : answer.message,
      );
    }
  };

  const copyHtml = async () => {
    if (!(await copyText(clean, "Description HTML"))) return;
    const brief = templateBrief.current;
    if (!servedDraft.current && brief && recorded.current !== clean) {
      recorded.current = clean;
      // A draft made in the browser: the server drafts the same brief from the templates, which
      // is its own record of the use and earns its points (issue 24).
      void recordToolUse(TOOL_ID, {
        method: "POST",
        path: "/api/tools/description-draft?generator=templates",
        body: brief,
      });
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        <ToolForm
          form={form}
          ready={ready && engine !== null}
          label="Description brief"
          idPrefix="description"
        >
          <ProjectPicker
            tool="description-creator"
            form={form}
            values={{ ...values, description: clean }}
            onLoaded={(loaded) => editor.current?.setHtml(loaded.description ?? "")}
          />
          <BriefFields idPrefix="description" />
          <LinesField
            name="points"
            label="What's inside (one point per line)"
            rows={4}
            idPrefix="description"
            hint="Optional: the draft's bullet list; the book type's usual points when empty."
          />
        </ToolForm>
        <div className="flex flex-wrap gap-2">
          <ToolButton
            variant={status === "llm" ? "outline" : "primary"}
            onClick={draftFromTemplates}
            disabled={!engine || !input}
          >
            Write a draft from templates
          </ToolButton>
          {status === "llm" ? (
            <ToolButton onClick={draftWithModel} disabled={!input || !token || pending}>
              {pending ? "Writing…" : "Write a draft with AI"}
            </ToolButton>
          ) : null}
        </div>
        <GenerationNote status={status} what="description drafts" />
        <p className="text-sm text-slate-600">{planNote}</p>
      </div>

      <section aria-label="Description" className="grid min-w-0 content-start gap-4">
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
        {notice ? (
          <p
            role="status"
            className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-sm"
          >
            {notice}
          </p>
        ) : null}
        <div className="grid gap-1.5">
          <h2 id="description-editor-label" className="text-base font-bold text-ink-900">
            Description
          </h2>
          <RichTextEditor
            ref={editor}
            id="description-editor"
            labelledBy="description-editor-label"
            describedBy="description-count"
            onChange={setRaw}
            sanitize={engine?.sanitizeDescriptionHtml ?? null}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p
              id="description-count"
              data-testid="description-count"
              aria-live="polite"
              className={`text-sm ${over ? "font-semibold text-red-800" : "text-slate-700"}`}
            >
              {length.toLocaleString("en-US")} / {DESCRIPTION_MAX.toLocaleString("en-US")}{" "}
              characters including HTML tags
            </p>
            <ToolButton onClick={copyHtml} disabled={clean === ""}>
              Copy HTML
            </ToolButton>
          </div>
        </div>
        <div aria-live="polite">
          <FindingsList
            findings={findings}
            clear={
              clean === ""
                ? "Write or draft a description to check it."
                : "Fits KDP's description rules."
            }
          />
        </div>
        <div className="grid gap-1.5">
          <h2 className="text-base font-bold text-ink-900">Preview as the store shows it</h2>
          <div className="rounded-md border border-slate-200 bg-white p-4">
            <p className="mb-2 text-lg font-bold text-[#0F1111]">Book description</p>
            <div
              data-testid="description-preview"
              className={`${STORE_STYLE} text-sm leading-relaxed text-[#0F1111]`}
              // The sanitiser's output: KDP's allow-list, no attributes, text escaped.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by an allow-list
              dangerouslySetInnerHTML={{ __html: clean }}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <h2 className="text-base font-bold text-ink-900">HTML for KDP's description box</h2>
          <pre
            data-testid="description-html"
            className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-100"
          >
            {clean || " "}
          </pre>
        </div>
        <p className="text-sm text-slate-700">
          Only the tags KDP accepts are kept (br, p, b, em, i, u, h4, h5, h6, ol, ul, li), without
          attributes; anything else is removed and its text kept, and scripts are removed entirely.
          KDP counts the tags toward the {DESCRIPTION_MAX.toLocaleString("en-US")} characters.
          Source: KDP description help page (G201189630), as of 2026.
        </p>
      </section>
    </div>
  );
}
