"use client";

import { MARKETPLACE_SALES_FACTORS } from "@inkforge/domain/kdp/bsr-curves";
import { getMarketplaceOrThrow, type MarketplaceId } from "@inkforge/domain/kdp/marketplaces";
import { listTrimSizes } from "@inkforge/domain/kdp/trim-sizes";
import type { BsrSalesResult } from "@inkforge/domain/tools/bsr-sales/bsr-sales";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useMemo } from "react";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useRecordToolUse } from "@/features/tools/shared/record-tool-use";
import { servedGetRun } from "@/features/tools/shared/served-run";
import { useUrlForm } from "@/lib/forms/use-url-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import { summariseBsrSales } from "./summarise";

/** The catalogue id a use of this tool is recorded under. */
const TOOL_ID = "bsr-sales-calculator";

const DEFAULTS = {
  bsr: "10000",
  format: "ebook",
  marketplace: "amazon.com",
  listPrice: "",
  fileSizeMb: "2",
  // No page count is assumed: a print book's royalty waits for the real one (issue 24).
  pages: "",
  ink: "black",
  paper: "white",
  trim: "6x9",
};
export type Values = typeof DEFAULTS;

const loadEngine = () => import("./engine");
// The chart arrives with the first result, never in the page's first load (decisions 0054, 0159).
const BsrChart = dynamic(() => import("./bsr-chart").then((m) => m.BsrChart), {
  ssr: false,
  loading: () => <div aria-hidden className="aspect-[9/5] w-full max-w-md" />,
});
const loadSchema = () => loadEngine().then((engine) => engine.bsrSalesFormSchema);

// The stores with a published sales curve (the schema refuses the others).
const marketplaceOptions = Object.keys(MARKETPLACE_SALES_FACTORS).map((id) => ({
  value: id,
  label: getMarketplaceOrThrow(id as MarketplaceId).label,
}));
const formatOptions = [
  { value: "ebook", label: "Kindle eBook" },
  { value: "paperback", label: "Paperback" },
  { value: "hardcover", label: "Hardcover" },
];
const inkOptions = [
  { value: "black", label: "Black ink" },
  { value: "standard-color", label: "Standard colour" },
  { value: "premium-color", label: "Premium colour" },
];
const paperOptions = [
  { value: "white", label: "White" },
  { value: "cream", label: "Cream" },
];

/** The royalty calculator with this book's figures carried over. */
function royaltyHref(values: Values): string {
  const query = new URLSearchParams({ format: values.format, marketplace: values.marketplace });
  if (values.listPrice.trim() !== "") query.set("listPrice", values.listPrice.trim());
  if (values.format === "ebook") query.set("fileSizeMb", values.fileSizeMb);
  else {
    if (values.pages.trim() !== "") query.set("pages", values.pages.trim());
    query.set("trim", values.trim);
    query.set("ink", values.ink);
    query.set("paper", values.paper);
  }
  return `/tools/KDP-Royalty-Calculator?${query.toString()}`;
}

const count = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

export function BsrSalesTool() {
  const engine = useLazyModule(loadEngine);
  const { form, values, input, ready } = useUrlForm({ loadSchema, defaults: DEFAULTS });
  const recordToolUse = useRecordToolUse();
  const result = useMemo(
    () => (engine && input ? engine.estimateBsrSales(input) : null),
    [engine, input],
  );
  // An invalid input clears the answer: an old figure beside new inputs reads as their answer.
  const shown: BsrSalesResult | null = result;
  const isPrint = values.format !== "ebook";
  const waitsForPages = isPrint && values.listPrice.trim() !== "" && values.pages.trim() === "";
  const binding = values.format === "hardcover" ? "hardcover" : "paperback";
  const trimOptions = listTrimSizes(binding).map((trim) => ({ value: trim.id, label: trim.label }));
  const chartPoints = useMemo(
    () => (engine && shown ? engine.sampleBsrCurves(shown.format, shown.marketplace) : []),
    [engine, shown],
  );

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(summariseBsrSales(shown));
      toast({ variant: "success", title: "Estimate copied" });
      // The server runs the same estimate, which records the use and earns its points.
      if (input) void recordToolUse(TOOL_ID, servedGetRun("/api/tools/bsr-sales", input));
    } catch {
      toast({ variant: "error", title: "Your browser did not allow copying" });
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <ToolForm
        form={form}
        ready={ready && engine !== null}
        label="BSR sales calculator"
        idPrefix="bsr"
      >
        <TextField
          name="bsr"
          label="Best Seller Rank"
          inputMode="numeric"
          hint="The number after “Best Sellers Rank: #” on the book's page."
        />
        <SelectField name="format" label="Format" options={formatOptions} />
        <SelectField name="marketplace" label="Marketplace" options={marketplaceOptions} />
        <TextField
          name="listPrice"
          label="List price (optional)"
          inputMode="decimal"
          hint="Adds the monthly royalty, computed like the royalty calculator."
        />
        {values.listPrice.trim() !== "" && !isPrint ? (
          <TextField
            name="fileSizeMb"
            label="File size (MB)"
            inputMode="decimal"
            hint="Sets the 70% plan's delivery cost."
          />
        ) : null}
        {values.listPrice.trim() !== "" && isPrint ? (
          <>
            <TextField
              name="pages"
              label="Pages"
              inputMode="numeric"
              hint="The printing cost, and so the royalty, depends on it."
            />
            <SelectField name="trim" label="Trim size" options={trimOptions} />
            <SelectField name="ink" label="Ink" options={inkOptions} />
            <SelectField name="paper" label="Paper" options={paperOptions} />
          </>
        ) : null}
      </ToolForm>

      <section aria-label="Estimated sales" aria-live="polite" className="grid content-start gap-5">
        {shown ? (
          <>
            <table className="w-full max-w-xl text-left text-sm">
              <caption className="mb-2 text-left text-base font-semibold text-ink-900">
                Rank {shown.bsr.toLocaleString("en-US")} on{" "}
                {getMarketplaceOrThrow(shown.marketplace).label}
              </caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-1.5">
                    Copies
                  </th>
                  <th scope="col">Low</th>
                  <th scope="col">Typical</th>
                  <th scope="col">High</th>
                </tr>
              </thead>
              <tbody>
                <tr className="border-b">
                  <th scope="row" className="py-1.5 font-medium">
                    A day
                  </th>
                  <td>{count(shown.daily.low)}</td>
                  <td data-testid="bsr-daily-typical" className="font-semibold">
                    {count(shown.daily.typical)}
                  </td>
                  <td>{count(shown.daily.high)}</td>
                </tr>
                <tr className="border-b">
                  <th scope="row" className="py-1.5 font-medium">
                    A month (30 days)
                  </th>
                  <td>{count(shown.monthly.low)}</td>
                  <td className="font-semibold">{count(shown.monthly.typical)}</td>
                  <td>{count(shown.monthly.high)}</td>
                </tr>
                {shown.royalty ? (
                  <tr className="border-b">
                    <th scope="row" className="py-1.5 font-medium">
                      Royalty a month ({shown.royalty.currency})
                    </th>
                    <td>{count(shown.royalty.monthly.low)}</td>
                    <td className="font-semibold">{count(shown.royalty.monthly.typical)}</td>
                    <td>{count(shown.royalty.monthly.high)}</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
            {shown.royalty ? (
              <p className="text-sm text-slate-700">
                {shown.royalty.perSale} {shown.royalty.currency} a copy at {shown.royalty.rate}%
                {isPrint ? ` for ${values.pages} pages` : ""}, as the{" "}
                <Link href={royaltyHref(values)} className="font-semibold underline">
                  royalty calculator
                </Link>{" "}
                works it out.
              </p>
            ) : null}
            {waitsForPages ? (
              <p data-testid="bsr-royalty-needs-pages" className="text-sm text-slate-700">
                Enter the book's page count to see the royalty a month: the printing cost depends on
                it. Or open the{" "}
                <Link href={royaltyHref(values)} className="font-semibold underline">
                  royalty calculator
                </Link>{" "}
                with these figures.
              </p>
            ) : null}
            <BsrChart points={chartPoints} rank={shown.bsr} typical={shown.daily.typical} />
            <div>
              <ToolButton type="button" onClick={copy}>
                Copy estimate
              </ToolButton>
            </div>
            <div className="grid gap-2 text-sm text-slate-700">
              <h2 className="text-base font-semibold text-ink-900">How this is estimated</h2>
              <ul className="grid list-disc gap-1 pl-5">
                {shown.notes.map((note) => (
                  <li key={note.text}>
                    {note.text}{" "}
                    <span className="text-slate-500">
                      Source: {note.source.key}, {note.source.date}.
                    </span>
                  </li>
                ))}
                {shown.curves.map((curve) => (
                  <li key={curve.id}>
                    {curve.label}: {count(curve.daily)} a day at amazon.com.{" "}
                    <span className="text-slate-500">
                      Source: {curve.source.title} ({curve.source.key}, {curve.source.date}).
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </>
        ) : (
          <p className="text-slate-700">
            {engine ? "Enter a Best Seller Rank to see the estimate." : "Loading the calculator…"}
          </p>
        )}
      </section>
    </div>
  );
}
