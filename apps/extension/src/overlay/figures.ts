import type { BookFormat } from "@inkforge/domain/research/keepa";
import {
  type NicheProduct,
  type NicheSummary,
  summariseNiche,
} from "@inkforge/domain/research/niche-summary";
import { estimateProduct, type ProductEstimate } from "@inkforge/domain/research/sales-estimate";
import type { Marketplace, ProductDetails, SearchResultRow } from "../parsers/types";

/*
 * The figures the overlay shows, made only by the domain's own functions (the BSR calculator's
 * range, the royalty calculator, Deep View's niche summary), so a rank shows the same numbers here
 * as on the site.
 */

/** What the member's research source adds to a search result the page does not show. */
export type RankInfo = {
  salesRank: number | null;
  independent: boolean | null;
  pages: number | null;
  reviewCount: number | null;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string | null;
};

export type Figures = { estimate: ProductEstimate | null; note: string | null };

function figuresFor(
  marketplace: Marketplace,
  currency: string,
  book: {
    format: BookFormat;
    price: number | null;
    pages: number | null;
    salesRank: number | null;
  },
): Figures {
  const outcome = estimateProduct({
    domain: marketplace,
    format: book.format,
    salesRank: book.salesRank,
    price: book.price,
    currency,
    pages: book.pages,
  });
  return outcome.estimate
    ? { estimate: outcome.estimate, note: null }
    : { estimate: null, note: outcome.note };
}

export type SearchRowFigures = { row: SearchResultRow; rank: RankInfo | null; figures: Figures };

export function searchFigures(
  marketplace: Marketplace,
  currency: string,
  rows: readonly SearchResultRow[],
  ranks: ReadonlyMap<string, RankInfo>,
): SearchRowFigures[] {
  return rows.map((row) => {
    const rank = ranks.get(row.asin) ?? null;
    return {
      row,
      rank,
      figures: figuresFor(marketplace, currency, {
        format: row.format,
        price: row.price,
        pages: rank?.pages ?? null,
        salesRank: rank?.salesRank ?? null,
      }),
    };
  });
}

/** The page's own date first (what the member sees), the research source's where the page has none. */
function publishedOf(row: SearchResultRow, rank: RankInfo | null): Date | null {
  const day = row.publishedOn ?? rank?.publishedOn ?? null;
  return day ? new Date(`${day}T00:00:00Z`) : null;
}

/** The page as a niche, the way Deep View summarises a search (sponsored results left out). */
export function quickViewSummary(rows: readonly SearchRowFigures[], now: Date): NicheSummary {
  const products: NicheProduct[] = rows
    .filter(({ row }) => !row.sponsored)
    .map(({ row, rank, figures }) => ({
      salesRank: rank?.salesRank ?? null,
      reviewCount: row.reviewCount ?? rank?.reviewCount ?? null,
      price: row.price,
      independent: rank?.independent ?? null,
      publishedAt: publishedOf(row, rank),
      daily: figures.estimate?.daily ?? null,
    }));
  return summariseNiche(products, now);
}

export function productFigures(
  marketplace: Marketplace,
  currency: string,
  product: ProductDetails,
): Figures {
  return figuresFor(marketplace, currency, product);
}
