import {
  type BookProject,
  type UpdateBookProjectInput,
  updateBookProjectInputSchema,
} from "@inkforge/domain/book-project/contract";
import type { PreflightProject } from "@inkforge/domain/book-project/preflight";
import { MARKETPLACE_IDS, type MarketplaceId } from "@inkforge/domain/kdp/marketplaces";

/*
 * The project page edits a draft of text fields (what the inputs hold, so "3" on the way to "312"
 * or an emptied price is never lost), and derives from it both the pre-flight's input, on every
 * keystroke, and the PUT body, once the draft is something the API would accept.
 */

export type ProjectDraft = {
  title: string;
  binding: BookProject["specs"]["binding"];
  trim: string;
  pageCount: string;
  paper: BookProject["specs"]["paper"];
  ink: BookProject["specs"]["ink"];
  fileSizeMb: string;
  /** List price per marketplace as typed; "" is "not priced". */
  prices: Record<MarketplaceId, string>;
  listingTitle: string;
  subtitle: string;
  series: string;
  author: string;
  description: string;
  /** One keyword box per line. */
  keywords: string;
  /** One category per line. */
  categories: string;
};

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** "" is blank, anything else a number (NaN when it is not one, which the checks then name). */
const toNumber = (text: string): number | null => (text.trim() === "" ? null : Number(text));

export function toDraft(project: BookProject): ProjectDraft {
  const prices = Object.fromEntries(
    MARKETPLACE_IDS.map((id) => [id, project.listPrices[id]?.toString() ?? ""]),
  ) as Record<MarketplaceId, string>;
  return {
    title: project.title,
    binding: project.specs.binding,
    trim: project.specs.trim,
    pageCount: String(project.specs.pageCount),
    paper: project.specs.paper,
    ink: project.specs.ink,
    fileSizeMb: project.specs.fileSizeMb?.toString() ?? "",
    prices,
    listingTitle: project.listing.title,
    subtitle: project.listing.subtitle,
    series: project.listing.series,
    author: project.listing.author,
    description: project.listing.description,
    keywords: project.listing.keywords.join("\n"),
    categories: project.listing.categories.join("\n"),
  };
}

function draftPrices(draft: ProjectDraft): Partial<Record<MarketplaceId, number>> {
  const prices: Partial<Record<MarketplaceId, number>> = {};
  for (const id of MARKETPLACE_IDS) {
    const value = toNumber(draft.prices[id]);
    if (value !== null) prices[id] = value;
  }
  return prices;
}

/** What the pre-flight checks: the draft as it is, half-typed numbers included. */
export function toPreflightInput(draft: ProjectDraft): PreflightProject {
  const pages = toNumber(draft.pageCount);
  return {
    format: draft.binding,
    trim: draft.trim,
    pages: draft.binding === "ebook" ? null : pages,
    ink: draft.ink,
    paper: draft.paper,
    expandedDistribution: false,
    fileSizeMb: toNumber(draft.fileSizeMb),
    prices: Object.fromEntries(
      Object.entries(draftPrices(draft)).filter(([, value]) => Number.isFinite(value)),
    ),
    listing: {
      title: draft.listingTitle,
      subtitle: draft.subtitle,
      series: draft.series,
      author: draft.author,
      description: draft.description,
      keywords: lines(draft.keywords),
      categories: lines(draft.categories),
    },
  };
}

export type DraftUpdate =
  | { ok: true; body: UpdateBookProjectInput }
  | { ok: false; field: string; message: string };

/**
 * The PUT body for the draft, or the first field the API would refuse (so the page says why it
 * is not saving instead of sending a request that fails). An eBook keeps its stored page count.
 */
export function toProjectUpdate(draft: ProjectDraft): DraftUpdate {
  const pageCount = toNumber(draft.pageCount);
  const body = {
    title: draft.title,
    specs: {
      binding: draft.binding,
      trim: draft.trim,
      ...(draft.binding === "ebook" && (pageCount === null || !Number.isInteger(pageCount))
        ? {}
        : { pageCount: pageCount ?? Number.NaN }),
      paper: draft.paper,
      ink: draft.ink,
      fileSizeMb: toNumber(draft.fileSizeMb),
    },
    listPrices: draftPrices(draft),
    listing: {
      title: draft.listingTitle,
      subtitle: draft.subtitle,
      series: draft.series,
      author: draft.author,
      description: draft.description,
      keywords: lines(draft.keywords),
      categories: lines(draft.categories),
    },
  };
  const parsed = updateBookProjectInputSchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    field: issue?.path.map(String).join(".") ?? "",
    message: issue?.message ?? "The project has a value the server would refuse",
  };
}
