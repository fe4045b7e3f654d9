"use client";

import { getMarketplaceOrThrow, MARKETPLACES } from "@inkforge/domain/kdp/marketplaces";
import type { PriceCheckResult } from "@inkforge/domain/tools/price-check/price-check";
import { useEffect, useMemo, useRef } from "react";
import { CheckboxField, SelectField, TextField, ToolForm } from "@/components/forms/fields";
import {
  findIncompatibleChoices,
  formatMoney,
  formatOptions,
  inkOptions,
  listMarketplaceOptions,
  listTrimOptions,
  paperOptions,
} from "@/components/forms/kdp-options";
import { ProjectPicker } from "@/components/project-picker/project-picker";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { useLazyModule } from "@/lib/use-lazy-module";

/** The catalogue id a use of this tool is recorded under. */
const TOOL_ID = "price-checker";

import { DEFAULTS } from "./form-values";

const loadEngine = () => import("./engine");
const loadSchema = () => loadEngine().then((engine) => engine.priceCheckFormSchema);

const flagClass = {
  error: "border-red-700 bg-red-50 text-red-900",
  warning: "border-amber-600 bg-amber-50 text-amber-900",
  ok: "border-emerald-700 bg-emerald-50 text-emerald-900",
} as const;

/** The check as plain text, for the copy button. */
function summarisePriceCheck(result: PriceCheckResult): string {
  const lines =
    result.format === "ebook"
      ? result.rows.map(
          (row) =>
            `${row.label}: ${row.minimumListPrice === null ? "minimum not published" : `minimum ${formatMoney(row.minimumListPrice, row.currency)}`}, 70% band ${formatMoney(row.band70.min, row.currency)}–${formatMoney(row.band70.max, row.currency)}`,
        )
      : result.rows.map((row) =>
          row.unavailable
            ? `${row.label}: ${row.unavailable}`
            : `${row.label}: printing ${formatMoney(row.printingCost ?? 0, row.currency)}, minimum ${formatMoney(row.minimumListPrice ?? 0, row.currency)}, 60% from ${formatMoney(row.sixtyPercentFrom, row.currency)}`,
        );
  const royalty = result.plannedRoyalty
    ? [
        `Royalty at the planned price: ${formatMoney(result.plannedRoyalty.royalty, result.plannedRoyalty.currency)} per sale (${result.plannedRoyalty.rate}%).`,
      ]
    : [];
  return [
    ...result.flags.map((flag) => `${flag.message}${flag.fix ? `. ${flag.fix}.` : "."}`),
    ...royalty,
    ...lines,
  ].join("\n");
}

export function PriceCheckTool() {
  const engine = useLazyModule(loadEngine);
  const { form, values, input, ready } = useUrlForm({ loadSchema, defaults: DEFAULTS });
  const recordToolUse = useRecordToolUse();
  const { format, trim, marketplace } = values;
  useEffect(() => {
    for (const [name, value] of Object.entries(
      findIncompatibleChoices({ format, trim, marketplace }),
    ))
      form.setValue(name as "trim" | "marketplace", value, { shouldValidate: true });
  }, [form, format, trim, marketplace]);
  const result = useMemo(
    () => (engine && input ? engine.checkPrices(input) : null),
    [engine, input],
  );
  const lastGood = useRef<PriceCheckResult | null>(null);
  if (result) lastGood.current = result;
  const shown = result ?? lastGood.current;
  const isEbook = values.format === "ebook";
  const currency = getMarketplaceOrThrow(
    MARKETPLACES.some((m) => m.id === values.marketplace) ? values.marketplace : "amazon.com",
  ).currency;

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(summarisePriceCheck(shown));
      toast({ variant: "success", title: "Price check copied" });
      // The server runs the same check, which records the use and earns its points.
      if (input)
        void recordToolUse(TOOL_ID, {
          method: "POST",
          path: "/api/tools/price-check",
          body: input,
        });
    } catch {
      toast({ variant: "error", title: "Your browser did not allow copying" });
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <ToolForm
        form={form}
        ready={ready && engine !== null}
        label="KDP price checker"
        idPrefix="price"
      >
        <ProjectPicker tool="price-check" form={form} values={values} />
        <SelectField name="format" label="Format" options={formatOptions} />
        {isEbook ? (
          <TextField
            name="fileSizeMb"
            label="File size (MB)"
            inputMode="decimal"
            hint="The 35% minimum rises at 3 MB and at 10 MB."
          />
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
                hint="Needs a list price of at least printing cost ÷ 40%."
              />
            ) : null}
          </>
        )}
        <SelectField
          name="marketplace"
          label="Marketplace of your planned price"
          options={listMarketplaceOptions(values.format)}
        />
        <TextField
          name="plannedPrice"
          label={`Planned price (${currency}, optional)`}
          inputMode="decimal"
          hint="We check it against the minimum, the maximum and the better-rate band."
        />
      </ToolForm>

      <section aria-label="Price check" aria-live="polite" className="grid content-start gap-5">
        {shown ? (
          <>
            {shown.flags.length > 0 ? (
              <ul className="grid gap-2" data-testid="price-flags">
                {shown.flags.map((flag) => (
                  <li
                    key={flag.message}
                    className={`rounded-md border-l-4 p-3 text-sm ${flagClass[flag.level]}`}
                  >
                    <p className="font-semibold">{flag.message}</p>
                    {flag.fix ? <p>{flag.fix}</p> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {shown.plannedRoyalty ? (
              <p data-testid="planned-royalty" className="text-base text-ink-900">
                At this price you earn{" "}
                <strong>
                  {formatMoney(shown.plannedRoyalty.royalty, shown.plannedRoyalty.currency)}
                </strong>{" "}
                per sale ({shown.plannedRoyalty.rate}%), as the royalty calculator works it out.
              </p>
            ) : null}
            <div className="overflow-x-auto">
              {shown.format === "ebook" ? (
                <table className="w-full min-w-[34rem] text-left text-sm [&_td]:pr-3 [&_th]:pr-3">
                  <caption className="mb-2 text-left text-base font-semibold text-ink-900">
                    eBook prices for a {shown.fileSizeMb} MB file
                  </caption>
                  <thead>
                    <tr className="border-b">
                      <th scope="col" className="py-1.5">
                        Marketplace
                      </th>
                      <th scope="col">35% range</th>
                      <th scope="col">70% band</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.rows.map((row) => (
                      <tr key={row.marketplace} className="border-b">
                        <th scope="row" className="py-1.5 font-medium">
                          {row.label}
                        </th>
                        <td>
                          {row.minimumListPrice === null || row.maxListPrice === null
                            ? "not published"
                            : `${formatMoney(row.minimumListPrice, row.currency)}–${formatMoney(row.maxListPrice, row.currency)}`}
                        </td>
                        <td>
                          {formatMoney(row.band70.min, row.currency)}–
                          {formatMoney(row.band70.max, row.currency)}
                          {row.selectRequiredFor70 ? " (KDP Select)" : ""}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <table className="w-full min-w-[36rem] text-left text-sm [&_td]:pr-3 [&_th]:pr-3">
                  <caption className="mb-2 text-left text-base font-semibold text-ink-900">
                    {shown.pages}-page {shown.format}, {shown.trim}
                  </caption>
                  <thead>
                    <tr className="border-b">
                      <th scope="col" className="py-1.5">
                        Marketplace
                      </th>
                      <th scope="col">Printing</th>
                      <th scope="col">Minimum</th>
                      <th scope="col">50% below / 60% from</th>
                      <th scope="col">Maximum</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.rows.map((row) => (
                      <tr key={row.marketplace} className="border-b">
                        <th scope="row" className="py-1.5 font-medium">
                          {row.label}
                        </th>
                        {row.unavailable ||
                        row.printingCost === null ||
                        row.minimumListPrice === null ? (
                          <td colSpan={4} className="text-slate-600">
                            {row.unavailable}
                          </td>
                        ) : (
                          <>
                            <td>{formatMoney(row.printingCost, row.currency)}</td>
                            <td data-testid={`minimum-${row.marketplace}`}>
                              {formatMoney(row.minimumListPrice, row.currency)}
                              {row.expandedDistributionMinimum !== null &&
                              values.expandedDistribution === "true"
                                ? ` (${formatMoney(row.expandedDistributionMinimum, row.currency)} with Expanded Distribution)`
                                : ""}
                            </td>
                            <td>{formatMoney(row.sixtyPercentFrom, row.currency)}</td>
                            <td>{formatMoney(row.maxListPrice, row.currency)}</td>
                          </>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
            <div>
              <ToolButton type="button" onClick={copy}>
                Copy price check
              </ToolButton>
            </div>
            <div className="grid gap-2 text-sm text-slate-700">
              <h2 className="text-base font-semibold text-ink-900">What this means</h2>
              <p>
                {shown.format === "ebook"
                  ? "KDP refuses an eBook priced below the 35% minimum for its file size or above the maximum. Inside the 70% band you can choose 70%; outside it KDP pays 35%."
                  : "KDP's lowest list price is the printing cost divided by the royalty rate: twice the cost while that is under the 60% threshold (earning 50%), else the threshold or cost ÷ 60%, whichever is higher. Prices in stores that show VAT include it."}
              </p>
              <ul className="grid list-disc gap-1 pl-5">
                {[...new Map(shown.rows.map((row) => [row.source.key, row.source])).values()].map(
                  (source) => (
                    <li key={source.key}>
                      Source: {source.title} ({source.key}), as of {source.date}.
                    </li>
                  ),
                )}
              </ul>
            </div>
          </>
        ) : (
          <p className="text-slate-700">
            {engine ? "Enter your book's details to check its prices." : "Loading the checker…"}
          </p>
        )}
      </section>
    </div>
  );
}
