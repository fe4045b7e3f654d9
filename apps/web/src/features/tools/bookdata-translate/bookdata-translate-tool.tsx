"use client";

import type {
  BookDataTranslateResult,
  BookDataTranslation,
  TranslationStatus,
} from "@inkforge/domain/tools/bookdata-translate/bookdata-translate";
import { TRANSLATION_LANGUAGES } from "@inkforge/domain/tools/bookdata-translate/languages";
import { KEYWORD_SLOTS } from "@inkforge/domain/tools/guidelines-check/limits";
import Link from "next/link";
import { useEffect, useState } from "react";
import { useFormContext, useFormState } from "react-hook-form";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { useHydrationSafeRegister } from "@/components/forms/use-hydration-safe-register";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useAuth } from "@/lib/auth/use-auth";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { DEFAULTS, splitTargets } from "./form-values";

// Loaded when first needed: the caller and zod stay out of the first load (decision 0054).
const loadToolsApi = () => import("@/lib/api/tools-client").then((m) => m.toolsApi);
const loadSchema = () => import("./engine").then((engine) => engine.translateFormSchema);
/** Several languages, each two calls to the service: far longer than an ordinary request. */
const TRANSLATE_TIMEOUT_MS = 90_000;

type StatusState =
  | { kind: "loading" }
  | { kind: "unreachable" }
  | ({ kind: "known" } & TranslationStatus);

const PROVIDER_NAMES = { libretranslate: "LibreTranslate", deepl: "DeepL" } as const;

function TargetsField() {
  const { watch, setValue } = useFormContext();
  const { errors } = useFormState({ name: "targets" });
  const source = watch("source") as string;
  const selected = splitTargets(watch("targets") as string);
  const error = errors.targets?.message;
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...selected, id] : selected.filter((entry) => entry !== id);
    const ordered = TRANSLATION_LANGUAGES.map((entry) => entry.id).filter((entry) =>
      next.includes(entry),
    );
    setValue("targets", ordered.join(","), { shouldValidate: true, shouldDirty: true });
  };
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? "translate-targets-error" : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-ink-900">Translate into</legend>
      <div className="grid gap-1.5 sm:grid-cols-2">
        {TRANSLATION_LANGUAGES.filter((language) => language.id !== source).map((language) => (
          <label key={language.id} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={selected.includes(language.id)}
              onChange={(event) => toggle(language.id, event.target.checked)}
            />
            <span>
              <span className="font-semibold">{language.name}</span>{" "}
              <span className="text-slate-600">{language.marketplaces.join(", ")}</span>
            </span>
          </label>
        ))}
      </div>
      {typeof error === "string" ? (
        <p id="translate-targets-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function TextAreaField({
  name,
  label,
  rows,
  hint,
}: {
  name: string;
  label: string;
  rows: number;
  hint: string;
}) {
  const registered = useHydrationSafeRegister(name);
  const { errors } = useFormState({ name });
  const error = errors[name]?.message;
  const id = `translate-${name}`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className="w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        {...registered}
      />
      {typeof error === "string" ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}

/**
 * The page of a tool this site does not offer yet: what it will do, never how a server is set up
 * (that is the README's). The translator is not sold or listed in any plan meanwhile.
 */
function NotAvailable() {
  return (
    <div
      data-testid="translator-not-available"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 lg:col-span-2"
    >
      <h2 className="text-base font-bold">
        The book data translator is not available on this site yet
      </h2>
      <p>
        When it is, it will translate your title, subtitle, description and keywords into the
        languages of other Amazon stores, keep your description's formatting, and check every field
        against KDP's limits in each language. It is not part of any plan until then, and nothing is
        charged for it.
      </p>
      <p>
        Meanwhile the{" "}
        <Link href="/kdp-guidelines-checker" className="font-semibold underline">
          guidelines checker
        </Link>{" "}
        checks a listing you translated yourself.
      </p>
    </div>
  );
}

async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: "success", title: `${what} copied` });
  } catch {
    toast({ variant: "error", title: "Your browser did not allow copying" });
  }
}

function TranslatedField({
  label,
  value,
  multiline,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  if (value === "") return null;
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-ink-900">{label}</h4>
        <ToolButton type="button" size="sm" variant="ghost" onClick={() => copyText(value, label)}>
          Copy
        </ToolButton>
      </div>
      <p
        className={`wrap-anywhere rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-900 ${multiline ? "whitespace-pre-wrap font-mono" : ""}`}
      >
        {value}
      </p>
    </div>
  );
}

function TranslationCard({ translation }: { translation: BookDataTranslation }) {
  const keywords = translation.keywords.join("\n");
  return (
    <article
      data-testid="translation"
      data-language={translation.language}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 className="text-lg font-bold text-ink-900">
        {translation.languageName}{" "}
        <span className="text-sm font-normal text-slate-600">
          {translation.marketplaces.join(", ")}
        </span>
      </h3>
      {translation.findings.length > 0 ? (
        <ul className="grid gap-1.5">
          {translation.findings.map((finding) => (
            <li
              key={`${finding.field}-${finding.rule}`}
              className="rounded-md border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900"
            >
              {finding.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm font-medium text-green-800">
          Every field fits KDP's limits in this language.
        </p>
      )}
      <TranslatedField label="Title" value={translation.title} />
      <TranslatedField label="Subtitle" value={translation.subtitle} />
      <TranslatedField label="Description (HTML)" value={translation.description} multiline />
      <TranslatedField label="Keywords" value={keywords} multiline />
    </article>
  );
}

export function BookDataTranslateTool({ planNote }: { planNote: string }) {
  const auth = useAuth();
  const { form, input, ready } = useUrlForm({ loadSchema, defaults: DEFAULTS });
  const [status, setStatus] = useState<StatusState>({ kind: "loading" });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<BookDataTranslateResult | null>(null);

  useEffect(() => {
    let live = true;
    void loadToolsApi()
      .then((toolsApi) => toolsApi().translationStatus())
      .then(
        (answer) => {
          if (!live) return;
          setStatus(answer.ok ? { kind: "known", ...answer.data } : { kind: "unreachable" });
        },
        () => {
          if (live) setStatus({ kind: "unreachable" });
        },
      );
    return () => {
      live = false;
    };
  }, []);

  const configured = status.kind === "known" && status.configured;
  const token = auth.status === "authenticated" ? auth.apiToken : undefined;

  const translate = async () => {
    if (!input || !token) return;
    setPending(true);
    setFailure(null);
    const answer = await loadToolsApi().then(
      (toolsApi) => toolsApi(token).translate(input, TRANSLATE_TIMEOUT_MS),
      () => null,
    );
    setPending(false);
    if (answer?.ok) {
      setResult(answer.data);
      return;
    }
    setFailure(
      answer === null
        ? "Part of this page could not be loaded. Reload the page to try again."
        : answer.status === null
          ? "The translation did not finish in time or the API could not be reached; try again."
          : answer.message,
    );
  };

  const copyAll = () => {
    if (!result) return;
    const text = result.translations
      .map((t) =>
        [
          `${t.languageName} (${t.marketplaces.join(", ")})`,
          `Title: ${t.title}`,
          t.subtitle ? `Subtitle: ${t.subtitle}` : "",
          t.description ? `Description:\n${t.description}` : "",
          t.keywords.length > 0 ? `Keywords:\n${t.keywords.join("\n")}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
      )
      .join("\n\n");
    void copyText(text, "Every translation");
  };

  if (status.kind === "known" && !status.configured) return <NotAvailable />;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <ToolForm form={form} ready={ready} label="Book data translator" idPrefix="translate">
        <SelectField
          name="source"
          label="The book's language"
          options={TRANSLATION_LANGUAGES.map((language) => ({
            value: language.id,
            label: language.name,
          }))}
        />
        <TargetsField />
        <TextField name="title" label="Title" />
        <TextField name="subtitle" label="Subtitle" />
        <TextAreaField
          name="description"
          label="Description"
          rows={6}
          hint="With its HTML: the tags come back where they were."
        />
        <TextAreaField
          name="keywords"
          label="Keywords (one per line)"
          rows={KEYWORD_SLOTS}
          hint={`Up to ${KEYWORD_SLOTS} lines, one keyword box each.`}
        />
        <div>
          <ToolButton
            type="button"
            onClick={translate}
            disabled={!configured || !ready || input === null || pending || !token}
          >
            {pending ? "Translating…" : "Translate"}
          </ToolButton>
        </div>
        <p className="text-sm text-slate-600">{planNote}</p>
      </ToolForm>

      <section
        aria-label="Translations"
        aria-live="polite"
        className="grid min-w-0 content-start gap-4"
      >
        {status.kind === "loading" ? (
          <p className="text-slate-700">Asking the server which translation service it uses…</p>
        ) : status.kind === "unreachable" ? (
          <p role="alert" className="text-red-800">
            The API could not be reached, so nothing can be translated right now.
          </p>
        ) : (
          <p data-testid="translator-provider" className="text-sm text-slate-700">
            Translations come from {PROVIDER_NAMES[status.provider ?? "libretranslate"]}, the
            service this site is set up with. Check them before you publish: machine translation can
            miss tone and idiom.
          </p>
        )}
        {failure ? (
          <p
            role="alert"
            data-testid="translator-error"
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
        {result ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-xl font-bold text-ink-900">
                {result.translations.length === 1
                  ? "1 translation"
                  : `${result.translations.length} translations`}
              </h2>
              <ToolButton type="button" variant="outline" onClick={copyAll}>
                Copy all
              </ToolButton>
            </div>
            {result.translations.map((translation) => (
              <TranslationCard key={translation.language} translation={translation} />
            ))}
          </>
        ) : null}
        <p className="text-sm text-slate-700">
          Each translated field is checked again against KDP's limits in its language: title and
          subtitle 200 characters together, the description 4,000 with its tags, 50 per keyword box.
          Languages are each store's main language (Source: Amazon book storefronts, kdp-facts §8,
          as of 2026-03-28).
        </p>
      </section>
    </div>
  );
}
