import {
  DEEP_VIEW_LIMIT,
  type DeepViewProduct,
  type DeepViewResult,
  type deepViewInputSchema,
} from "@inkforge/domain/research/deep-view-contract";
import { summariseNiche } from "@inkforge/domain/research/niche-summary";
import {
  ESTIMATE_METHOD,
  estimateProduct,
  estimateSources,
} from "@inkforge/domain/research/sales-estimate";
import { DAY_MS } from "@inkforge/domain/time-units";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { recordToolRun, requireToolQuota } from "../translation/tool-quota";
import type { ProductRecord, ProductSearchResult, ProductSource, Sourced } from "./ports";
import { cachedMany, researchCacheKey } from "./research-cache";
import { researchFailureToAppError } from "./research-failure";

const TOOL = { toolId: "deep-view", toolName: "Deep View", uses: "analyses" };

type DeepViewQuery = z.output<typeof deepViewInputSchema>;

function toProduct(record: ProductRecord, position: number, asOf: Date): DeepViewProduct {
  const outcome = estimateProduct({
    domain: record.domain,
    format: record.format,
    salesRank: record.salesRank,
    price: record.price,
    currency: record.currency,
    pages: record.pages,
  });
  return {
    position,
    asin: record.asin,
    title: record.title,
    authors: record.authors,
    format: record.format,
    binding: record.binding,
    publisher: record.publisher,
    independent: record.independent,
    pages: record.pages,
    publishedAt: record.publishedAt ? record.publishedAt.toISOString().slice(0, 10) : null,
    ageDays: record.publishedAt
      ? Math.max(0, Math.floor((asOf.getTime() - record.publishedAt.getTime()) / DAY_MS))
      : null,
    price: record.price,
    currency: record.currency,
    salesRank: record.salesRank,
    salesRankCategory: record.salesRankCategory,
    rating: record.rating,
    reviewCount: record.reviewCount,
    estimate: outcome.estimate,
    estimateNote: outcome.note,
  };
}

/**
 * The table and its summary from one search answer: pure, so a cached answer is assembled and
 * scored without the source (the benchmark measures this). Ages and "younger than a year" are
 * taken at the data's own instant, not at the request's.
 */
function assembleDeepView(
  query: DeepViewQuery,
  answer: Sourced<ProductSearchResult>,
): DeepViewResult {
  const records = answer.data.products.slice(0, DEEP_VIEW_LIMIT);
  const products = records.map((record, index) => toProduct(record, index + 1, answer.asOf));
  const summary = summariseNiche(
    records.map((record, index) => ({
      salesRank: record.salesRank,
      reviewCount: record.reviewCount,
      price: record.price,
      independent: record.independent,
      publishedAt: record.publishedAt,
      daily: products[index]?.estimate?.daily ?? null,
    })),
    answer.asOf,
  );
  return {
    subject: query.categoryId !== undefined ? "category" : "keyword",
    keyword: query.categoryId !== undefined ? null : (query.keyword ?? null),
    category:
      query.categoryId !== undefined
        ? {
            id: query.categoryId,
            name: answer.data.category?.name ?? null,
            path: answer.data.category?.path ?? [],
          }
        : null,
    domain: query.domain,
    department: query.department,
    source: answer.source,
    asOf: answer.asOf.toISOString(),
    limit: DEEP_VIEW_LIMIT,
    resultCount: answer.data.resultCount,
    products,
    summary,
    method: { ...ESTIMATE_METHOD, sources: estimateSources() },
  };
}

/** A cached search answer back from JSON: its dates were flattened to strings. */
function reviveSearchResult(payload: unknown): ProductSearchResult {
  const data = payload as ProductSearchResult;
  return {
    resultCount: data.resultCount,
    ...(data.category ? { category: data.category } : {}),
    products: data.products.map((product) => ({
      ...product,
      publishedAt: product.publishedAt ? new Date(product.publishedAt) : null,
    })),
  };
}

/** `POST /api/v1/research/deep-view`: up to 100 products of a search, estimated and summarised. */
export async function runDeepView(
  deps: { db: Database; products: ProductSource; now: Date },
  input: { userId: string; query: DeepViewQuery },
): Promise<DeepViewResult> {
  const { db, products, now } = deps;
  await requireToolQuota(db, { ...TOOL, userId: input.userId, now });
  const { categoryId } = input.query;
  const question = {
    domain: input.query.domain,
    department: input.query.department,
    keyword: input.query.keyword ?? "",
    ...(categoryId !== undefined ? { categoryId } : {}),
    limit: DEEP_VIEW_LIMIT,
  };
  let answer: Sourced<ProductSearchResult> | undefined;
  try {
    // A repeat within the search TTL is answered from the cache, keeping the source's asOf.
    [answer] = await cachedMany(
      { db, now },
      {
        source: products.id,
        kind: "search",
        questions: [question],
        keyOf: (q) =>
          researchCacheKey(products.id, "search", [
            q.domain,
            q.department,
            // A category's answer must never be served for a keyword (or the reverse).
            q.categoryId !== undefined ? `category:${q.categoryId}` : q.keyword.toLowerCase(),
            String(q.limit),
          ]),
        fetch: (q) => products.searchProducts(q),
        revive: reviveSearchResult,
        concurrency: 1,
      },
    );
  } catch (error) {
    throw researchFailureToAppError(error);
  }
  if (!answer) throw new Error("the research cache answered nothing");
  const result = assembleDeepView(input.query, answer);
  await recordToolRun(db, { ...TOOL, userId: input.userId, now });
  return result;
}
