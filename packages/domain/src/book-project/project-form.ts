import * as z from "zod/mini";
import { MARKETPLACE_IDS } from "../kdp/marketplaces";
import {
  bookFormatField,
  inkField,
  marketplaceField,
  paperStockField,
} from "../tools/royalty/fields";
import { type UpdateBookProjectInput, updateBookProjectInputSchema } from "./contract";

/*
 * The project page's form (issue 25): the values as its inputs hold them, text, so "3" on the way
 * to "312" or an emptied price is never lost, read into the PUT /api/book-projects/:id body by
 * the update contract itself. Each problem the contract finds is put on the field the page shows
 * ("specs.pageCount" on "pageCount", "listing.keywords.3" on "keywords").
 */

/** The lines of a one-per-line box, trimmed, blank lines dropped. */
export const formLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** "" is blank, anything else a number (NaN when it is not one, which the contract then names). */
export const formNumber = (text: string): number | null =>
  text.trim() === "" ? null : Number(text);

const projectFormFieldsSchema = z.object({
  title: z.string(),
  binding: bookFormatField,
  trim: z.string(),
  pageCount: z.string(),
  paper: paperStockField,
  ink: inkField,
  fileSizeMb: z.string(),
  /** List price per marketplace as typed; "" is "not priced". */
  prices: z.record(marketplaceField, z.string()),
  listingTitle: z.string(),
  subtitle: z.string(),
  series: z.string(),
  author: z.string(),
  description: z.string(),
  /** One keyword box per line. */
  keywords: z.string(),
  /** One category per line. */
  categories: z.string(),
});
export type ProjectFormValues = z.infer<typeof projectFormFieldsSchema>;

function toUpdateBody(values: ProjectFormValues) {
  const pageCount = formNumber(values.pageCount);
  const listPrices: Record<string, number> = {};
  for (const id of MARKETPLACE_IDS) {
    const price = formNumber(values.prices[id]);
    if (price !== null) listPrices[id] = price;
  }
  return {
    title: values.title,
    specs: {
      binding: values.binding,
      trim: values.trim,
      // An eBook keeps its stored page count unless a whole number is typed (the field is hidden).
      ...(values.binding === "ebook" && (pageCount === null || !Number.isInteger(pageCount))
        ? {}
        : { pageCount: pageCount ?? Number.NaN }),
      paper: values.paper,
      ink: values.ink,
      fileSizeMb: formNumber(values.fileSizeMb),
    },
    listPrices,
    listing: {
      title: values.listingTitle,
      subtitle: values.subtitle,
      series: values.series,
      author: values.author,
      description: values.description,
      keywords: formLines(values.keywords),
      categories: formLines(values.categories),
    },
  };
}

/** The contract's path of a problem → the form field that shows it. */
function formPath(path: readonly PropertyKey[]): PropertyKey[] {
  const [section, key] = path;
  if (key === undefined) return [...path];
  if (section === "specs") return [key];
  if (section === "listPrices") return ["prices", key];
  if (section === "listing") return [key === "title" ? "listingTitle" : key];
  return [section as PropertyKey];
}

/** The project page's values → the update body, every problem on its field. */
export const projectFormSchema = z.pipe(
  projectFormFieldsSchema,
  z.transform((values: ProjectFormValues, ctx): UpdateBookProjectInput => {
    const read = z.safeParse(updateBookProjectInputSchema, toUpdateBody(values));
    if (read.success) return read.data;
    for (const issue of read.error.issues) {
      ctx.issues.push({
        code: "custom",
        message: issue.message,
        path: formPath(issue.path),
        input: values,
      });
    }
    return z.NEVER;
  }),
);
