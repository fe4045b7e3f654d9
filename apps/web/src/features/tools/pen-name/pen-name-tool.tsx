"use client";

import { describeIssue } from "@inkforge/domain/contracts/messages";
import { penNameCountryLists } from "@inkforge/domain/tools/pen-name/data/index";
import { famousAuthorCount } from "@inkforge/domain/tools/pen-name/famous-author";
import {
  generatePenNames,
  PEN_NAME_MAX_COUNT,
  type PenNameResult,
  penNameInputSchema,
} from "@inkforge/domain/tools/pen-name/generate";
import { genreRules, initialsStyles, penNameGenres } from "@inkforge/domain/tools/pen-name/genres";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type * as React from "react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { NameCheck } from "./name-check";
import { copyText, PenNameFavouriteList, PenNameList } from "./pen-name-list";
import { usePenNameFavourites } from "./use-pen-name-favourites";

type Values = {
  country: string;
  gender: string;
  genre: string;
  initials: string;
  count: string;
  seed: string;
};
type Field = keyof Values;

const DEFAULTS: Values = {
  country: "any",
  gender: "any",
  genre: "any",
  initials: "",
  count: "10",
  seed: "inkforge",
};
const FIELDS = Object.keys(DEFAULTS) as Field[];
const LABELS: Record<Field, string> = {
  country: "Country",
  gender: "Gender",
  genre: "Genre style",
  initials: "Initials",
  count: "How many names",
  seed: "Seed",
};

function readValues(params: URLSearchParams): Values {
  const values = { ...DEFAULTS };
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) values[field] = value;
  }
  return values;
}

function validate(values: Values): {
  result: PenNameResult | null;
  errors: Partial<Record<Field, string>>;
} {
  const parsed = penNameInputSchema.safeParse({
    ...values,
    initials: values.initials === "" ? undefined : values.initials,
  });
  if (parsed.success) return { result: generatePenNames(parsed.data), errors: {} };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = describeIssue(issue, LABELS[field]);
  }
  return { result: null, errors };
}

const controlClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-600";

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The catalogue id a use of this tool is recorded under (spec 7.5). */
const TOOL_ID = "pen-name-generator";

function randomSeed(): string {
  return Math.random().toString(36).slice(2, 8);
}

export function PenNameTool() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [values, setValues] = useState<Values>(() =>
    readValues(new URLSearchParams(searchParams.toString())),
  );
  const { result, errors } = useMemo(() => validate(values), [values]);
  // The last good names stay on screen while a field is being corrected.
  const lastGood = useRef<PenNameResult | null>(null);
  if (result) lastGood.current = result;
  const shown = result ?? lastGood.current;
  const favourites = usePenNameFavourites();
  const recordToolUse = useRecordToolUse();
  const recordUse = () => void recordToolUse(TOOL_ID);

  useEffect(() => {
    const params = new URLSearchParams(searchParams.toString());
    for (const field of FIELDS) {
      if (values[field] === DEFAULTS[field] && field !== "seed") params.delete(field);
      else params.set(field, values[field]);
    }
    const query = params.toString();
    if (query !== searchParams.toString()) {
      router.replace(`${pathname}?${query}`, { scroll: false });
    }
  }, [values, pathname, router, searchParams]);

  const update = (field: Field, value: string) => setValues((old) => ({ ...old, [field]: value }));
  const control = (field: Field) => ({
    id: `pen-name-${field}`,
    value: values[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `pen-name-${field}-error` : undefined,
  });
  const chosenCountries =
    values.country === "any"
      ? penNameCountryLists
      : penNameCountryLists.filter((country) => country.code === values.country);
  const genre = genreRules[values.genre as keyof typeof genreRules] ?? genreRules.any;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <form
        aria-label="Pen name generator"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="grid content-start gap-4"
      >
        <Field id="pen-name-country" label={LABELS.country} error={errors.country}>
          <select
            {...control("country")}
            className={controlClass}
            onChange={(event) => update("country", event.target.value)}
          >
            <option value="any">Any of the {penNameCountryLists.length} countries</option>
            {penNameCountryLists.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="pen-name-gender" label={LABELS.gender} error={errors.gender}>
          <select
            {...control("gender")}
            className={controlClass}
            onChange={(event) => update("gender", event.target.value)}
          >
            <option value="any">Any</option>
            <option value="female">Female first names</option>
            <option value="male">Male first names</option>
            <option value="neutral">Neutral (used for any gender)</option>
          </select>
        </Field>
        <Field id="pen-name-genre" label={LABELS.genre} error={errors.genre}>
          <select
            {...control("genre")}
            className={controlClass}
            onChange={(event) => update("genre", event.target.value)}
          >
            {penNameGenres.map((id) => (
              <option key={id} value={id}>
                {genreRules[id].label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="pen-name-initials" label={LABELS.initials} error={errors.initials}>
          <select
            {...control("initials")}
            className={controlClass}
            onChange={(event) => update("initials", event.target.value)}
          >
            <option value="">The genre's style</option>
            {Object.entries(initialsStyles).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="pen-name-count" label={LABELS.count} error={errors.count}>
          <input
            {...control("count")}
            type="number"
            inputMode="numeric"
            min={1}
            max={PEN_NAME_MAX_COUNT}
            className={controlClass}
            onChange={(event) => update("count", event.target.value)}
          />
        </Field>
        <Field id="pen-name-seed" label={LABELS.seed} error={errors.seed}>
          <input
            {...control("seed")}
            type="text"
            maxLength={64}
            autoComplete="off"
            className={controlClass}
            onChange={(event) => update("seed", event.target.value)}
          />
        </Field>
        <Button type="button" onClick={() => update("seed", randomSeed())}>
          New names
        </Button>
        <p className="text-sm text-slate-600">
          The same options and seed always give the same names, so the address of this page keeps
          your list.
        </p>
      </form>

      <div className="grid content-start gap-6">
        <section aria-labelledby="pen-name-results" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="pen-name-results" className="text-lg font-semibold text-ink-900">
              Names
            </h2>
            {shown && shown.names.length > 0 ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  recordUse();
                  void copyText(shown.names.map((name) => name.name).join("\n"), "The list");
                }}
              >
                Copy all
              </Button>
            ) : null}
          </div>
          {shown ? <PenNameList result={shown} favourites={favourites} onUse={recordUse} /> : null}
          <p className="text-sm text-slate-600">
            <strong>{genre.label}:</strong> {genre.rule}{" "}
            {shown && shown.refusedFamous.length > 0
              ? `Skipped because a well-known author wrote under it: ${shown.refusedFamous.join(", ")}.`
              : null}
          </p>
        </section>

        <section aria-labelledby="pen-name-favourites-title" className="grid gap-2">
          <h2 id="pen-name-favourites-title" className="text-lg font-semibold text-ink-900">
            Your favourites
          </h2>
          <PenNameFavouriteList favourites={favourites} />
          <NameCheck favourites={favourites} />
        </section>

        <section aria-labelledby="pen-name-about" className="grid gap-2 text-sm text-slate-700">
          <h2 id="pen-name-about" className="text-base font-semibold text-ink-900">
            Where the names come from
          </h2>
          <p>
            First names and surnames are picked from the top of each country's published name lists.
            No name is answered that copies one of {famousAuthorCount} well-known authors (ignoring
            case, accents and dots); KDP suggests adding a middle name or an initial when a pen name
            is close to a famous author's. Check any name you choose with a web search before you
            publish under it.
          </p>
          <ul className="grid gap-1" data-testid="pen-name-sources">
            {chosenCountries.map((country) => (
              <li key={country.code}>
                <strong>{country.name}:</strong> first names from{" "}
                <a className="underline" href={country.sources.firstNames.url} rel="noreferrer">
                  {country.sources.firstNames.publisher}, {country.sources.firstNames.title}
                </a>{" "}
                ({country.sources.firstNames.edition}); surnames from{" "}
                <a className="underline" href={country.sources.lastNames.url} rel="noreferrer">
                  {country.sources.lastNames.publisher}, {country.sources.lastNames.title}
                </a>{" "}
                ({country.sources.lastNames.edition}).
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
