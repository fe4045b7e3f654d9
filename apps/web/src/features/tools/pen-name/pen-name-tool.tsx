"use client";

import type { CountryNameLists } from "@inkforge/domain/tools/pen-name/data/index";
import type { PenNameResult } from "@inkforge/domain/tools/pen-name/generate";
import { genreRules, initialsStyles, penNameGenres } from "@inkforge/domain/tools/pen-name/genres";
import { useMemo, useRef } from "react";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { servedGetRun } from "@/features/tools/shared/served-run";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import { NameCheck } from "./name-check";
import { copyText, PenNameFavouriteList, PenNameList } from "./pen-name-list";
import { usePenNameFavourites } from "./use-pen-name-favourites";

const DEFAULTS = {
  country: "any",
  gender: "any",
  genre: "any",
  initials: "",
  count: "10",
  seed: "inkforge",
};

/** A country of the name lists without its names: the page passes these in from the server. */
export type PenNameCountry = Pick<CountryNameLists, "code" | "name" | "sources">;

function countryOptions(countries: readonly PenNameCountry[]) {
  return [
    { value: "any", label: `Any of the ${countries.length} countries` },
    ...countries.map((country) => ({ value: country.code, label: country.name })),
  ];
}
const GENDER_OPTIONS = [
  { value: "any", label: "Any" },
  { value: "female", label: "Female first names" },
  { value: "male", label: "Male first names" },
  { value: "neutral", label: "Neutral (used for any gender)" },
];
const GENRE_OPTIONS = penNameGenres.map((id) => ({ value: id, label: genreRules[id].label }));
const INITIALS_OPTIONS = [
  { value: "", label: "The genre's style" },
  ...Object.entries(initialsStyles).map(([value, label]) => ({ value, label })),
];

/** The catalogue id a use of this tool is recorded under (spec 7.5). */
const TOOL_ID = "pen-name-generator";

const loadEngine = () => import("./engine");
const loadSchema = () => loadEngine().then((engine) => engine.penNameFormSchema);

function randomSeed(): string {
  return Math.random().toString(36).slice(2, 8);
}

export function PenNameTool({ countries }: { countries: readonly PenNameCountry[] }) {
  const engine = useLazyModule(loadEngine);
  const { form, values, input, ready } = useUrlForm({ loadSchema, defaults: DEFAULTS });
  const result = useMemo(
    () => (engine && input ? engine.generatePenNames(input) : null),
    [engine, input],
  );
  // The last good names stay on screen while a field is being corrected.
  const lastGood = useRef<PenNameResult | null>(null);
  // With the input that made them: the server runs that, not a field still being corrected.
  const lastGoodInput = useRef(input);
  if (result) {
    lastGood.current = result;
    lastGoodInput.current = input;
  }
  const shown = result ?? lastGood.current;
  const favourites = usePenNameFavourites();
  const recordToolUse = useRecordToolUse();
  const recordUse = () => {
    const served = lastGoodInput.current;
    if (served) void recordToolUse(TOOL_ID, servedGetRun("/api/tools/pen-name", served));
  };

  const chosenCountries =
    values.country === "any"
      ? countries
      : countries.filter((country) => country.code === values.country);
  const genre = genreRules[values.genre as keyof typeof genreRules] ?? genreRules.any;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        <ToolForm
          form={form}
          ready={ready && engine !== null}
          label="Pen name generator"
          idPrefix="pen-name"
        >
          <SelectField name="country" label="Country" options={countryOptions(countries)} />
          <SelectField name="gender" label="Gender" options={GENDER_OPTIONS} />
          <SelectField name="genre" label="Genre style" options={GENRE_OPTIONS} />
          <SelectField name="initials" label="Initials" options={INITIALS_OPTIONS} />
          <TextField name="count" label="How many names" inputMode="numeric" hint="1 to 20" />
          <TextField
            name="seed"
            label="Seed"
            hint="The same options and seed always give the same names, so the address of this page keeps your list."
          />
          <ToolButton
            type="button"
            onClick={() =>
              form.setValue("seed", randomSeed(), { shouldValidate: true, shouldDirty: true })
            }
          >
            New names
          </ToolButton>
        </ToolForm>
      </div>
      <div className="grid content-start gap-6">
        <section aria-labelledby="pen-name-results" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="pen-name-results" className="text-lg font-semibold text-ink-900">
              Names
            </h2>
            {shown && shown.names.length > 0 ? (
              <ToolButton
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  recordUse();
                  void copyText(shown.names.map((name) => name.name).join("\n"), "The list");
                }}
              >
                Copy all
              </ToolButton>
            ) : null}
          </div>
          {shown ? (
            <PenNameList result={shown} favourites={favourites} onUse={recordUse} />
          ) : engine ? null : (
            <p className="text-slate-700">Loading the generator…</p>
          )}
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
          <NameCheck favourites={favourites} findFamousAuthor={engine?.findFamousAuthor ?? null} />
        </section>

        <section aria-labelledby="pen-name-about" className="grid gap-2 text-sm text-slate-700">
          <h2 id="pen-name-about" className="text-base font-semibold text-ink-900">
            Where the names come from
          </h2>
          <p>
            First names and surnames are picked from the top of each country's published name lists.
            No name is answered that copies one of {engine ? engine.famousAuthorCount : "the"}{" "}
            well-known authors (ignoring case, accents and dots); KDP suggests adding a middle name
            or an initial when a pen name is close to a famous author's. Check any name you choose
            with a web search before you publish under it.
          </p>
          <ul className="grid gap-1" data-testid="pen-name-sources">
            {chosenCountries.map((country) => (
              <li key={country.code}>
                <strong>{country.name}:</strong> Source: {country.sources.firstNames.title} (
                <a className="underline" href={country.sources.firstNames.url} rel="noreferrer">
                  {country.sources.firstNames.publisher}
                </a>
                ), as of {country.sources.firstNames.edition}, for first names;{" "}
                {country.sources.lastNames.title} (
                <a className="underline" href={country.sources.lastNames.url} rel="noreferrer">
                  {country.sources.lastNames.publisher}
                </a>
                ), as of {country.sources.lastNames.edition}, for surnames.
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
