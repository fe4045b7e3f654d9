import type { AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import { RESEARCH_TOOLS } from "@inkforge/domain/research/api-contract";
import { effectiveAvailability } from "@inkforge/domain/shop/access";
import type { Database } from "../../db/client";
import type { User } from "../../db/schema";
import { findKindleCategories } from "../research/find-categories";
import type { ProductSource } from "../research/ports";
import { researchFailureToAppError } from "../research/research-failure";
import { type ResearchContext, runSearchSuggestions } from "../research/search-suggestions";
import { activeEntries } from "../shop/owned";
import { recordToolRun, requireToolQuota } from "../translation/tool-quota";

/*
 * What the extension reads for a member: their access from the feature matrix, and the ranks of a
 * search page's books from the research source. A page's ranks are one Quick View use ("searches
 * per day" in the matrix), counted only when the source answered.
 */

const QUICK_VIEW = "quick-view";

export async function extensionAccess(db: Database, input: { user: User; now: Date }) {
  const entries = await activeEntries({ db, now: input.now }, input.user.id);
  const open = (capabilityId: string) =>
    effectiveAvailability(entries, capabilityId, { now: input.now }) !== "not available";
  return {
    name: input.user.username,
    quickView: open(QUICK_VIEW),
    deepView: open("deep-view"),
    reverseLookup: open("retro-view"),
    asinTracker: open("asin-tracker"),
    searchSuggestions: open(RESEARCH_TOOLS["search-suggestions"].capabilityId),
  };
}

export async function extensionProductRanks(
  ctx: { db: Database; now: Date; products: ProductSource },
  input: { userId: string; domain: AmazonDomain; asins: string[] },
) {
  const quota = {
    userId: input.userId,
    toolId: QUICK_VIEW,
    toolName: "Quick View",
    uses: "searches per day",
    now: ctx.now,
  };
  // Checked before the source is asked, and again (under the lock) when the use is counted.
  await requireToolQuota(ctx.db, quota);
  let answer: Awaited<ReturnType<ProductSource["getProducts"]>>;
  try {
    answer = await ctx.products.getProducts({ domain: input.domain, asins: input.asins });
  } catch (error) {
    throw researchFailureToAppError(error);
  }
  await recordToolRun(ctx.db, quota);
  return {
    source: answer.source,
    asOf: answer.asOf.toISOString(),
    products: answer.data.map((product) => ({
      asin: product.asin,
      salesRank: product.salesRank,
      independent: product.independent,
      pages: product.pages,
      reviewCount: product.reviewCount,
      publishedOn: product.publishedAt ? product.publishedAt.toISOString().slice(0, 10) : null,
    })),
  };
}

/** As many as Amazon's own box lists: the panel sits under it. */
const SUGGESTIONS_SHOWN = 10;

/**
 * The search box's phrase run through the site's Search Suggestions, so the run counts against
 * the same daily searches and appears in the member's recent searches; the extension gets only
 * what its panel shows.
 */
export async function extensionSuggestions(
  ctx: ResearchContext,
  input: { userId: string; domain: AmazonDomain; department: "books" | "kindle"; phrase: string },
) {
  const result = await runSearchSuggestions(ctx, {
    userId: input.userId,
    request: { seed: input.phrase, domain: input.domain, department: input.department },
  });
  return {
    source: result.source,
    asOf: result.asOf,
    suggestions: result.suggestions
      .slice(0, SUGGESTIONS_SHOWN)
      .map(({ suggestion, score }) => ({ suggestion, score })),
    remaining: result.quota.remaining,
  };
}

/** The categories the research source lists the book in, with the ranks of their #1 and #10. */
export async function extensionBookCategories(
  products: ProductSource,
  input: { domain: AmazonDomain; asin: string },
) {
  let result: Awaited<ReturnType<typeof findKindleCategories>>;
  try {
    result = await findKindleCategories(products, {
      domain: input.domain,
      words: undefined,
      asin: input.asin,
    });
  } catch (error) {
    throw researchFailureToAppError(error);
  }
  return {
    source: result.source.label,
    asOf: result.source.asOf,
    categories: result.categories.map((category) => ({
      name: category.name,
      path: category.path,
      first: category.topRanks?.first ?? null,
      tenth: category.topRanks?.tenth ?? null,
    })),
  };
}
