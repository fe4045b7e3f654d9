import type { BookProject, UpdateBookProjectInput } from "@inkforge/domain/book-project/contract";
import {
  getMarketplaceOrThrow,
  MARKETPLACE_IDS,
  type MarketplaceId,
} from "@inkforge/domain/kdp/marketplaces";
import { PAPER_SPECS, toPaperType } from "@inkforge/domain/kdp/paper";
import { KEYWORD_SLOTS } from "@inkforge/domain/tools/guidelines-check/limits";

/*
 * How each tool's URL form values map to a book project and back (issue 11: every calculator and
 * listing helper can load a project and save back to it). A tool saves only the section it owns:
 * the calculators their specs and one marketplace's price, the cover template its specs, the
 * guidelines checker the listing; the rest of the project is left as it is.
 */

const PICKER_TOOLS = [
  "royalty",
  "price-check",
  "cover-template",
  "guidelines-check",
  "trademark-check",
  "description-creator",
] as const;
export type PickerTool = (typeof PICKER_TOOLS)[number];

export type ToolValues = Record<string, string>;
export type Mapped<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Mapped<T> => ({ ok: true, value });
const fail = <T>(message: string): Mapped<T> => ({ ok: false, message });

const sells = (id: MarketplaceId, format: string) => {
  const marketplace = getMarketplaceOrThrow(id);
  return format === "ebook" ? marketplace.ebook !== null : marketplace.print !== null;
};

/** The tool's marketplace if the project prices it there, else the project's first priced one. */
function pickMarketplace(project: BookProject, current: string): MarketplaceId {
  const format = project.specs.binding;
  const priced = MARKETPLACE_IDS.filter(
    (id) => project.listPrices[id] !== undefined && sells(id, format),
  );
  if (priced.includes(current as MarketplaceId)) return current as MarketplaceId;
  return (
    priced[0] ??
    (MARKETPLACE_IDS.includes(current as MarketplaceId) ? (current as MarketplaceId) : "amazon.com")
  );
}

function calculatorValues(project: BookProject, current: ToolValues, priceField: string) {
  const { specs } = project;
  const marketplace = pickMarketplace(project, current.marketplace ?? "amazon.com");
  const price = project.listPrices[marketplace];
  return {
    format: specs.binding,
    marketplace,
    ...(price !== undefined ? { [priceField]: String(price) } : {}),
    ...(specs.binding === "ebook"
      ? specs.fileSizeMb !== null
        ? { fileSizeMb: String(specs.fileSizeMb) }
        : {}
      : {
          pages: String(specs.pageCount),
          trim: specs.trim,
          ink: specs.ink,
          paper: specs.paper,
        }),
  };
}

function calculatorUpdate(
  values: ToolValues,
  project: BookProject,
  priceField: string,
): Mapped<UpdateBookProjectInput> {
  const format = values.format as BookProject["specs"]["binding"];
  const isEbook = format === "ebook";
  const pages = Number(values.pages);
  const fileSizeMb = values.fileSizeMb?.trim() ? Number(values.fileSizeMb) : null;
  const price = values[priceField]?.trim() ? Number(values[priceField]) : null;
  const marketplace = values.marketplace as MarketplaceId;
  const specs = isEbook
    ? { binding: format, fileSizeMb }
    : {
        binding: format,
        pageCount: pages,
        trim: values.trim as BookProject["specs"]["trim"],
        ink: values.ink as BookProject["specs"]["ink"],
        paper: values.paper as BookProject["specs"]["paper"],
      };
  // The stored prices are replaced as a whole on save, so the other marketplaces are kept.
  const listPrices = { ...project.listPrices };
  if (price !== null) listPrices[marketplace] = price;
  return ok({ specs, listPrices });
}

/** The tool's form values for a project, or why this tool cannot show it. */
export function projectToToolValues(
  tool: PickerTool,
  project: BookProject,
  current: ToolValues,
): Mapped<ToolValues> {
  const { specs, listing } = project;
  switch (tool) {
    case "royalty":
      return ok(calculatorValues(project, current, "listPrice"));
    case "price-check":
      return ok(calculatorValues(project, current, "plannedPrice"));
    case "cover-template":
      if (specs.binding === "ebook")
        return fail(`“${project.title}” is an eBook: it has no print cover to lay out`);
      return ok({
        binding: specs.binding,
        trim: specs.trim,
        pages: String(specs.pageCount),
        paper: toPaperType(specs.ink, specs.paper),
      });
    case "guidelines-check":
      return ok({
        title: listing.title,
        subtitle: listing.subtitle,
        series: listing.series,
        author: listing.author,
        description: listing.description,
        keywords: listing.keywords.join("\n"),
      });
    case "trademark-check":
      return ok({
        title: listing.title,
        subtitle: listing.subtitle,
        series: listing.series,
        keywords: listing.keywords.join("\n"),
      });
    case "description-creator":
      // The brief's keywords, and the description for the editor (not a URL field).
      return ok({ keywords: listing.keywords.join("\n"), description: listing.description });
  }
}

/** The part of the project this tool owns, from its form values. */
export function toolValuesToProjectUpdate(
  tool: PickerTool,
  values: ToolValues,
  project: BookProject,
): Mapped<UpdateBookProjectInput> {
  switch (tool) {
    case "royalty":
      return calculatorUpdate(values, project, "listPrice");
    case "price-check":
      return calculatorUpdate(values, project, "plannedPrice");
    case "cover-template": {
      const paper = PAPER_SPECS[values.paper as keyof typeof PAPER_SPECS];
      if (!paper) return fail("Choose the paper and ink first");
      if (paper.stock === "groundwood")
        return fail("Book projects do not hold groundwood paper yet; choose white or cream");
      return ok({
        specs: {
          binding: values.binding as "paperback" | "hardcover",
          trim: values.trim as BookProject["specs"]["trim"],
          pageCount: Number(values.pages),
          ink: paper.ink,
          paper: paper.stock,
        },
      });
    }
    case "description-creator":
      // `description` is the editor's sanitised HTML, which the tool passes along its values.
      return ok({ listing: { ...project.listing, description: values.description ?? "" } });
    case "guidelines-check":
    case "trademark-check": {
      const keywords = (values.keywords ?? "")
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "");
      if (keywords.length > KEYWORD_SLOTS)
        return fail(
          `A project holds ${KEYWORD_SLOTS} keywords; remove ${keywords.length - KEYWORD_SLOTS}`,
        );
      // The trademark checker has no author or description: the project's stay as they are.
      const own = tool === "guidelines-check";
      return ok({
        listing: {
          ...project.listing,
          title: values.title ?? "",
          subtitle: values.subtitle ?? "",
          series: values.series ?? "",
          author: own ? (values.author ?? "") : project.listing.author,
          description: own ? (values.description ?? "") : project.listing.description,
          keywords,
        },
      });
    }
  }
}
