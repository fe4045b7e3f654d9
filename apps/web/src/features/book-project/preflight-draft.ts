import type { BookProject } from "@inkforge/domain/book-project/contract";
import type { PreflightProject } from "@inkforge/domain/book-project/preflight";
import {
  formLines,
  formNumber,
  type ProjectFormValues,
} from "@inkforge/domain/book-project/project-form";
import { MARKETPLACE_IDS, type MarketplaceId } from "@inkforge/domain/kdp/marketplaces";

/*
 * The project page's form holds text (`ProjectFormValues`, read into the PUT body by the domain's
 * `projectFormSchema`); the pre-flight checks the same values on every keystroke, half-typed
 * numbers included.
 */

export function toDraft(project: BookProject): ProjectFormValues {
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

/** What the pre-flight checks: the draft as it is, half-typed numbers included. */
export function toPreflightInput(draft: ProjectFormValues): PreflightProject {
  const pages = formNumber(draft.pageCount);
  const prices: Partial<Record<MarketplaceId, number>> = {};
  for (const id of MARKETPLACE_IDS) {
    const value = formNumber(draft.prices[id]);
    if (value !== null && Number.isFinite(value)) prices[id] = value;
  }
  return {
    format: draft.binding,
    trim: draft.trim,
    pages: draft.binding === "ebook" ? null : pages,
    ink: draft.ink,
    paper: draft.paper,
    expandedDistribution: false,
    fileSizeMb: formNumber(draft.fileSizeMb),
    prices,
    listing: {
      title: draft.listingTitle,
      subtitle: draft.subtitle,
      series: draft.series,
      author: draft.author,
      description: draft.description,
      keywords: formLines(draft.keywords),
      categories: formLines(draft.categories),
    },
  };
}
