"use client";

import type { RoyaltyResult } from "@inkforge/domain/tools/royalty/royalty";
import { useEffect, useMemo } from "react";
import { useFormState } from "react-hook-form";
import { CheckboxField, SelectField, TextField, ToolForm } from "@/components/forms/fields";
import {
  findIncompatibleChoices,
  formatMoney,
  formatOptions,
  inkOptions,
  listMarketplaceOptions,
  listTrimOptions,
  paperOptions,
  planOptions,
} from "@/components/forms/kdp-options";
import { ProjectPicker } from "@/components/project-picker/project-picker";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { useAnsweredTool } from "@/features/tools/shared/use-answered-tool";
import { DEFAULTS, pickFields } from "./form-values";
import type { InitialRoyalty } from "./initial-royalty";
import { summariseRoyalty } from "./summarise";

/** The catalogue id a use of this tool is recorded under. */
const TOOL_ID = "royalty-calculator";

const loadEngine = () => import("./engine");
const loadSchema = () => loadEngine().then((engine) => engine.royaltyFormSchema);

/**
 * `initial`: the server's royalty for the URL's values, shown until the engine has loaded. With it
 * the engine waits for the person to use the page (decision 0183); without it (values the form
 * refuses) it loads after the paint, to say what is wrong.
 */
export function RoyaltyTool({ initial = null }: { initial?: InitialRoyalty | null }) {
  const { engine, form, values, input, ready, readInput } = useAnsweredTool({
    answered: initial !== null,
    loadEngine,
    loadSchema,
    defaults: DEFAULTS,
  });
  const loaded = engine !== null && ready;
  const recordToolUse = useRecordToolUse();
  const { format, trim, marketplace } = values;
  useEffect(() => {
    for (const [name, value] of Object.entries(
      findIncompatibleChoices({ format, trim, marketplace }),
    ))
      form.setValue(name as "trim" | "marketplace", value, { shouldValidate: true });
  }, [form, format, trim, marketplace]);
  const result = useMemo(
    () => (engine && input ? engine.computeRoyalty(input) : null),
    [engine, input],
  );
  const computedRows = useMemo(
    () => (engine && input ? engine.compareRoyaltyAcrossMarketplaces(input) : []),
    [engine, input],
  );
  const rows = loaded ? computedRows : (initial?.rows ?? []);
  // KDP's price range and Expanded Distribution depend on the other fields (pages, ink, trim,
  // store, file size), so both are checked again when any of them changes, not only when typed.
  const priceContext = JSON.stringify(pickFields(values));
  useEffect(() => {
    if (ready && priceContext) void form.trigger(["listPrice", "expandedDistribution"]);
  }, [form, ready, priceContext]);
  // A price KDP refuses earns nothing: the last royalty must not stay on screen next to it.
  const { errors } = useFormState({ control: form.control, name: "listPrice" });
  const priceError = errors.listPrice?.message;
  const isPriceRefused = typeof priceError === "string";
  // An invalid input clears the answer: an old figure beside new inputs reads as their answer.
  const shown: RoyaltyResult | null = isPriceRefused
    ? null
    : (result ?? (loaded ? null : (initial?.result ?? null)));
  const isEbook = values.format === "ebook";

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(summariseRoyalty(shown));
      toast({ variant: "success", title: "Royalty copied" });
      // The server runs the same calculation, which records the use and earns its points.
      const parsed = input ?? (await readInput());
      if (parsed)
        void recordToolUse(TOOL_ID, { method: "POST", path: "/api/tools/royalty", body: parsed });
    } catch {
      toast({ variant: "error", title: "Your browser did not allow copying" });
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <ToolForm
        form={form}
        ready={loaded || initial !== null}
        label="Royalty calculator"
        idPrefix="royalty"
      >
        <ProjectPicker tool="royalty" form={form} values={values} />
        <SelectField name="format" label="Format" options={formatOptions} />
        <SelectField
          name="marketplace"
          label="Marketplace"
          options={listMarketplaceOptions(values.format)}
        />
        <TextField
          name="listPrice"
          label="List price"
          inputMode="decimal"
          hint="As the store shows it; VAT is taken off where the store includes it."
        />
        {isEbook ? (
          <>
            <SelectField name="royaltyPlan" label="Royalty plan" options={planOptions} />
            <TextField
              name="fileSizeMb"
              label="File size (MB)"
              inputMode="decimal"
              hint="KDP's converted file size; the 70% plan pays a delivery cost per MB."
            />
            <CheckboxField
              name="kdpSelect"
              label="Enrolled in KDP Select"
              hint="Needed for 70% in Brazil, Japan, Mexico and India."
            />
          </>
        ) : (
          <>
            <TextField name="pages" label="Pages" inputMode="numeric" />
            <SelectField name="trim" label="Trim size" options={listTrimOptions(values.format)} />
            <SelectField name="ink" label="Ink" options={inkOptions} />
            <SelectField name="paper" label="Paper" options={paperOptions} />
            {values.format === "paperback" ? (
              <CheckboxField
                name="expandedDistribution"
                label="Expanded Distribution"
                hint="Bookstores and libraries outside Amazon pay 40%."
              />
            ) : null}
          </>
        )}
      </ToolForm>

      <section aria-label="Royalty" aria-live="polite" className="grid content-start gap-5">
        {shown ? (
          <>
            <div className="grid gap-1">
              <p className="text-sm text-slate-700">Royalty per sale</p>
              <p data-testid="royalty-amount" className="text-4xl font-bold text-ink-900">
                {formatMoney(shown.royalty, shown.currency)}
              </p>
              <p className="text-sm text-slate-700">
                {shown.rate}% of {formatMoney(shown.priceWithoutVat, shown.currency)}
                {shown.vatRate > 0
                  ? ` (list price without ${Math.round(shown.vatRate * 1000) / 10}% VAT)`
                  : ""}
                {shown.printingCost !== undefined
                  ? ` minus printing ${formatMoney(shown.printingCost, shown.currency)}`
                  : ""}
                {shown.deliveryCost !== undefined
                  ? ` after delivery ${formatMoney(shown.deliveryCost, shown.currency)}`
                  : ""}
                .
              </p>
            </div>
            <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
              {shown.sixtyPercentFrom !== undefined ? (
                <>
                  <dt className="font-medium">60% rate from</dt>
                  <dd>{formatMoney(shown.sixtyPercentFrom, shown.currency)}</dd>
                </>
              ) : null}
              {shown.minimumListPrice !== undefined ? (
                <>
                  <dt className="font-medium">Minimum list price</dt>
                  <dd>{formatMoney(shown.minimumListPrice, shown.currency)}</dd>
                </>
              ) : null}
              {shown.expandedDistribution ? (
                <>
                  <dt className="font-medium">Expanded Distribution (40%)</dt>
                  <dd>
                    {formatMoney(shown.expandedDistribution.royalty, shown.currency)} a copy;
                    minimum{" "}
                    {formatMoney(shown.expandedDistribution.minimumListPrice, shown.currency)}
                  </dd>
                </>
              ) : null}
            </dl>
            {shown.warnings.length > 0 ? (
              <ul className="grid list-disc gap-1 pl-5 text-sm text-amber-900">
                {shown.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            ) : null}
            <div>
              <ToolButton type="button" onClick={copy}>
                Copy royalty
              </ToolButton>
            </div>
            {rows.length > 0 ? (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[36rem] text-left text-sm [&_td]:pr-3 [&_th]:pr-3">
                  <caption className="mb-2 text-left text-base font-semibold text-ink-900">
                    The same book in every marketplace
                  </caption>
                  <thead>
                    <tr className="border-b">
                      <th scope="col" className="py-1.5">
                        Marketplace
                      </th>
                      <th scope="col">{isEbook ? "Delivery (70%)" : "Printing"}</th>
                      <th scope="col">Minimum</th>
                      <th scope="col">{isEbook ? "70% band" : "60% from"}</th>
                      <th scope="col">
                        {isEbook ? "Royalty at the band start" : "Royalty at the lowest 60% price"}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.marketplace} className="border-b">
                        <th scope="row" className="py-1.5 font-medium">
                          {row.label}
                        </th>
                        {row.note && row.cost === null ? (
                          <td colSpan={4} className="text-slate-600">
                            {row.note}
                          </td>
                        ) : (
                          <>
                            <td>{row.cost === null ? "—" : formatMoney(row.cost, row.currency)}</td>
                            <td>
                              {row.minimumListPrice === null
                                ? "not published"
                                : formatMoney(row.minimumListPrice, row.currency)}
                            </td>
                            <td>
                              {row.band70
                                ? `${formatMoney(row.band70.min, row.currency)}–${formatMoney(row.band70.max, row.currency)}`
                                : row.sixtyPercentFrom === null
                                  ? "—"
                                  : formatMoney(row.sixtyPercentFrom, row.currency)}
                            </td>
                            <td>
                              {row.royaltyAtBetterRate === null
                                ? "—"
                                : formatMoney(row.royaltyAtBetterRate, row.currency)}
                              {row.note ? (
                                <span className="text-slate-600"> ({row.note})</span>
                              ) : null}
                            </td>
                          </>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <div className="grid gap-2 text-sm text-slate-700">
              <h2 className="text-base font-semibold text-ink-900">What this means</h2>
              <p>
                {isEbook
                  ? "KDP pays 35% of the price without VAT, or 70% of it after the delivery cost (file size × a rate per MB) when the price is inside the marketplace's 70% band; Brazil, Japan, Mexico and India pay 70% only with KDP Select."
                  : "Since 10 June 2025 KDP pays 60% of the list price (without VAT) minus the printing cost at or above each marketplace's threshold, and 50% below it. Printing cost is a fixed amount plus a cost per page, by ink, trim size class and marketplace."}
              </p>
              <ul className="grid list-disc gap-1 pl-5">
                {shown.sources.map((source) => (
                  <li key={`${source.key}-${source.title}`}>
                    Source: {source.title} ({source.key}), as of {source.date}.
                  </li>
                ))}
              </ul>
            </div>
          </>
        ) : isPriceRefused ? (
          <p data-testid="royalty-refused" className="font-medium text-red-700">
            No royalty: {priceError}
          </p>
        ) : (
          <p className="text-slate-700">
            {engine
              ? "Enter a list price and the book's details to see the royalty."
              : "Loading the calculator…"}
          </p>
        )}
      </section>
    </div>
  );
}
