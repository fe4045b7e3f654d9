import * as z from "zod/mini";
import { CURRENCIES, MARKETPLACE_IDS } from "../kdp/marketplaces";
import { MAX_PLANNED_PRICE } from "./planned-price";

/*
 * The My books API (issue 33), all under /api/v1/my-books and the caller's own data only:
 *   POST /imports?kind=&fileName=&marketplace=   body: the XLSX or CSV file → 202 { import }
 *   GET  /imports                                → { imports } newest first
 *   GET  /imports/:id                            → { import } (polled until done or failed)
 *   GET  /dashboard?currency=                    → Dashboard
 *   GET|PUT /rates                               → the member's exchange and KENP rates
 *   GET  /price-plan, PUT /price-plan, GET /price-plan.csv
 *   GET  /rule-changes                           → KDP figure changes and the books they touched
 */

export const REPORT_KINDS = ["kdp-royalties", "ads-sponsored-products"] as const;
export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;

export const importQuerySchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: `kind must be one of ${REPORT_KINDS.join(", ")}` }),
  fileName: z
    .string({ error: "fileName is required" })
    .check(
      z.minLength(1, "fileName is required"),
      z.maxLength(200, "fileName must be at most 200 characters"),
    ),
  marketplace: z._default(
    z.enum(MARKETPLACE_IDS, { error: `marketplace must be one of ${MARKETPLACE_IDS.join(", ")}` }),
    "amazon.com",
  ),
});

export const reportImportSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  progress: z.number(),
  layoutId: z.nullable(z.string()),
  months: z.array(z.string()),
  rowCount: z.number(),
  error: z.nullable(
    z.object({
      code: z.string(),
      message: z.string(),
      expected: z.optional(z.array(z.string())),
      found: z.optional(z.array(z.string())),
    }),
  ),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type ReportImport = z.infer<typeof reportImportSchema>;

export const dashboardQuerySchema = z.object({
  currency: z._default(
    z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(", ")}` }),
    "USD",
  ),
});

const figures = {
  units: z.number(),
  kenpPages: z.number(),
  royalty: z.number(),
  kuEstimate: z.number(),
  adSpend: z.number(),
  profit: z.number(),
};

export const dashboardSchema = z.object({
  currency: z.enum(CURRENCIES),
  months: z.array(z.string()),
  totals: z.object(figures),
  byMonth: z.array(z.object({ month: z.string(), ...figures })),
  books: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      series: z.nullable(z.string()),
      ...figures,
      byMonth: z.array(z.object({ month: z.string(), ...figures })),
      byMarketplace: z.array(z.object({ marketplace: z.string(), ...figures })),
    }),
  ),
  series: z.array(
    z.object({
      name: z.string(),
      books: z.array(z.string()),
      ...figures,
      readThrough: z.array(
        z.object({ from: z.string(), to: z.string(), rate: z.nullable(z.number()) }),
      ),
    }),
  ),
  conversions: z.array(
    z.object({
      currency: z.enum(CURRENCIES),
      rate: z.number(),
      date: z.string(),
      source: z.string(),
    }),
  ),
  kenpRatesUsed: z.array(
    z.object({
      marketplace: z.string(),
      month: z.string(),
      perPage: z.number(),
      currency: z.enum(CURRENCIES),
      source: z.string(),
    }),
  ),
  missingRates: z.array(z.string()),
});

const monthField = z
  .string({ error: "month must be YYYY-MM" })
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM"));

export const ratesSchema = z.object({
  exchange: z
    .array(
      z.object({
        currency: z.enum(CURRENCIES, { error: "currency must be a known currency" }),
        month: monthField,
        perEur: z
          .number()
          .check(z.gt(0, "perEur must be more than 0"), z.lte(100000, "perEur is too high")),
      }),
    )
    .check(z.maxLength(500, "at most 500 exchange rates")),
  kenp: z
    .array(
      z.object({
        marketplace: z.enum(MARKETPLACE_IDS, {
          error: "marketplace must be an Amazon marketplace",
        }),
        month: monthField,
        perPage: z
          .number()
          .check(z.gt(0, "perPage must be more than 0"), z.lt(10, "perPage is too high")),
      }),
    )
    .check(z.maxLength(500, "at most 500 KENP rates")),
});
export type Rates = z.infer<typeof ratesSchema>;

/** The "Your rates" form's fields and, for each, where its value sits in `Rates`. */
const RATE_FORM_FIELDS = [
  ["currency", "exchange", "currency"],
  ["perEur", "exchange", "perEur"],
  ["kenpMonth", "kenp", "month"],
  ["perPage", "kenp", "perPage"],
] as const;

/**
 * The "Your rates" form: the amounts as typed (empty: none entered), read by `ratesSchema` into
 * this `month`'s exchange rate and the amazon.com KENP rate; each problem is put on its field.
 */
export function ratesFormSchema(month: string) {
  return z.pipe(
    z.object({
      currency: z.string(),
      perEur: z.string(),
      kenpMonth: z.string(),
      perPage: z.string(),
    }),
    z.transform((form, ctx) => {
      const amount = (field: "perEur" | "perPage") => {
        const text = form[field].trim();
        if (text === "") return undefined;
        const value = Number(text);
        if (Number.isFinite(value)) return value;
        ctx.issues.push({
          code: "custom",
          path: [field],
          message: "must be a number",
          input: text,
        });
        return undefined;
      };
      const perEur = amount("perEur");
      const perPage = amount("perPage");
      const rates = {
        exchange: perEur === undefined ? [] : [{ currency: form.currency, month, perEur }],
        kenp:
          perPage === undefined
            ? []
            : [{ marketplace: "amazon.com", month: form.kenpMonth, perPage }],
      };
      const read = z.safeParse(ratesSchema, rates);
      for (const issue of read.error?.issues ?? []) {
        const key = issue.path.at(-1);
        const field = RATE_FORM_FIELDS.find(([, list, at]) => list === issue.path[0] && at === key);
        ctx.issues.push({
          code: "custom",
          path: [field?.[0] ?? String(issue.path[0])],
          // "perEur must be more than 0": the form puts its own label first.
          message: issue.message.replace(new RegExp(`^${String(key)} `), ""),
          input: form,
        });
      }
      return read.data ?? (rates as Rates);
    }),
  );
}

const PLAN_STATUSES = [
  "better-band",
  "fifty-percent-band",
  "thirty-five-percent",
  "below-minimum",
  "above-maximum",
  "no-price",
] as const;

export const planRowSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  format: z.enum(["paperback", "hardcover", "ebook"]),
  marketplace: z.enum(MARKETPLACE_IDS),
  label: z.string(),
  currency: z.enum(CURRENCIES),
  listPrice: z.nullable(z.number()),
  royalty: z.nullable(z.number()),
  rate: z.nullable(z.number()),
  status: z.enum(PLAN_STATUSES),
  minimumListPrice: z.nullable(z.number()),
  maximumListPrice: z.nullable(z.number()),
  betterBandFrom: z.nullable(z.number()),
  printingCost: z.nullable(z.number()),
  suggestedPrice: z.number(),
  suggestedRoyalty: z.nullable(z.number()),
});
export type PlanRowContract = z.infer<typeof planRowSchema>;

export const pricePlanSchema = z.object({ rows: z.array(planRowSchema) });

/** PUT /price-plan: new list prices, each for one of the caller's books in one marketplace. */
export const priceEditsSchema = z.object({
  prices: z
    .array(
      z.object({
        projectId: z.uuid({ error: "projectId must be a book project's id" }),
        marketplace: z.enum(MARKETPLACE_IDS, {
          error: "marketplace must be an Amazon marketplace",
        }),
        listPrice: z
          .number({ error: "List price must be a number" })
          .check(
            z.gt(0, "List price must be more than 0"),
            z.lte(MAX_PLANNED_PRICE, `List price can be at most ${MAX_PLANNED_PRICE}`),
          ),
      }),
    )
    .check(
      z.minLength(1, "prices must name at least one price"),
      z.maxLength(2000, "at most 2000 prices at once"),
    ),
});
export type PriceEdits = z.infer<typeof priceEditsSchema>;

export const ruleChangeListSchema = z.object({
  changes: z.array(
    z.object({
      id: z.string(),
      figure: z.string(),
      effectiveFrom: z.string(),
      source: z.object({
        key: z.string(),
        title: z.string(),
        date: z.string(),
        url: z.optional(z.string()),
      }),
      appliedAt: z.nullable(z.string()),
      books: z.array(
        z.object({ projectId: z.string(), title: z.string(), lines: z.array(z.string()) }),
      ),
    }),
  ),
});
export type RuleChangeList = z.infer<typeof ruleChangeListSchema>;
