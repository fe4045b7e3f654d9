import type {
  RetroEventResponse,
  RetroViewResult,
  retroViewInputSchema,
} from "@inkforge/domain/research/deep-view-contract";
import { detectRetroEvents, salesSeries, withinDays } from "@inkforge/domain/research/retro-events";
import {
  dailySalesReader,
  ESTIMATE_METHOD,
  estimateSources,
} from "@inkforge/domain/research/sales-estimate";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { recordToolRun, requireToolQuota } from "../translation/tool-quota";
import type { HistoryPoint, ProductRecord, ProductSource, Sourced } from "./ports";
import { researchFailureToAppError } from "./research-failure";

const TOOL = { toolId: "retro-view", toolName: "Retro View", uses: "lookups" };

type RetroViewQuery = z.output<typeof retroViewInputSchema>;

const toPoints = (points: readonly HistoryPoint[]) =>
  points.map((point) => ({ at: point.at.toISOString(), value: point.value }));

function toEvent(event: ReturnType<typeof detectRetroEvents>[number]): RetroEventResponse {
  if (event.kind === "price-change") {
    return { ...event, at: event.at.toISOString() };
  }
  return { ...event, from: event.from.toISOString(), to: event.to.toISOString() };
}

/**
 * One product's history over the last `days` days before the data's instant, its estimated daily
 * sales and what happened (pure, like Deep View's assembly).
 */
function assembleRetroView(query: RetroViewQuery, answer: Sourced<ProductRecord>): RetroViewResult {
  const record = answer.data;
  const empty = { salesRank: [], price: [], reviewCount: [], rating: [] };
  const full = record.history ?? empty;
  const history = {
    salesRank: withinDays(full.salesRank, query.days, answer.asOf),
    price: withinDays(full.price, query.days, answer.asOf),
    reviewCount: withinDays(full.reviewCount, query.days, answer.asOf),
  };
  const read = dailySalesReader(record.domain, record.format);
  return {
    asin: record.asin,
    domain: query.domain,
    days: query.days,
    source: answer.source,
    asOf: answer.asOf.toISOString(),
    product: {
      title: record.title,
      authors: record.authors,
      format: record.format,
      price: record.price,
      currency: record.currency,
      salesRank: record.salesRank,
      reviewCount: record.reviewCount,
      rating: record.rating,
    },
    history: {
      salesRank: toPoints(history.salesRank),
      price: toPoints(history.price),
      reviewCount: toPoints(history.reviewCount),
    },
    sales: read ? salesSeries(history.salesRank, read) : [],
    salesNote: read
      ? null
      : `No published sales curve for a ${record.format} book on ${record.domain}, so no sales estimate`,
    events: detectRetroEvents(history).map(toEvent),
    method: { ...ESTIMATE_METHOD, sources: estimateSources() },
  };
}

/** `POST /api/v1/research/retro-view`: an ASIN's rank, price and review history with its events. */
export async function runRetroView(
  deps: { db: Database; products: ProductSource; now: Date },
  input: { userId: string; query: RetroViewQuery },
): Promise<RetroViewResult> {
  const { db, products, now } = deps;
  const { query } = input;
  await requireToolQuota(db, { ...TOOL, userId: input.userId, now });
  let answer: Sourced<ProductRecord[]>;
  try {
    answer = await products.getProducts({
      domain: query.domain,
      asins: [query.asin],
      withHistory: true,
    });
  } catch (error) {
    throw researchFailureToAppError(error);
  }
  const record = answer.data.find((product) => product.asin === query.asin);
  if (!record) {
    throw new AppError("NOT_FOUND", `No product with ASIN ${query.asin} on ${query.domain}`);
  }
  const result = assembleRetroView(query, { ...answer, data: record });
  await recordToolRun(db, { ...TOOL, userId: input.userId, now });
  return result;
}
