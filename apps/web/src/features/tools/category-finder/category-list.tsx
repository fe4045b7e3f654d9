import type { CategoryFinderResult } from "@inkforge/domain/research/category-finder";
import Link from "next/link";
import { formatDailyRange, formatRank } from "@/lib/format-sales";

type Finding = CategoryFinderResult["categories"][number];

const FORMAT_NAMES = { ebook: "eBook", print: "paperback and hardcover" } as const;

type Range = { low: number; typical: number; high: number };

function RankCell({
  label,
  rank,
  sales,
}: {
  label: string;
  rank: number | null;
  sales: Range | null;
}) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-ink-900">
        {rank === null ? (
          "Not known"
        ) : (
          <>
            <span className="font-semibold">{formatRank(rank)}</span> overall
            {sales ? <span className="block text-slate-700">{formatDailyRange(sales)}</span> : null}
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * Deep View of a category's best sellers. Only source categories with ranks get one: a curated
 * (`ikf:`) category has no products to read.
 */
function deepViewHref(category: Finding, domain: string): string | null {
  if (category.origin !== "source" || category.topRanks === null) return null;
  const department = category.path[0] === "Kindle Store" ? "kindle" : "books";
  const params = new URLSearchParams({ category: category.id, domain, department });
  return `/titans-deep-view?${params}`;
}

/** Each category with its path, whether KDP lets you pick it, and its #1 and #10. */
export function CategoryList({ categories, domain }: { categories: Finding[]; domain: string }) {
  return (
    <ol className="grid gap-3" data-testid="category-results">
      {categories.map((category) => (
        <li
          key={category.id}
          data-testid="category-result"
          className="grid gap-3 rounded-xl border bg-white p-4 md:grid-cols-[minmax(0,1fr)_18rem]"
        >
          <div className="min-w-0">
            <p className="text-base font-semibold text-ink-900">{category.name}</p>
            <p data-testid="category-path" className="mt-0.5 wrap-anywhere text-sm text-slate-700">
              {category.path.join(" › ")}
            </p>
            <p
              data-testid="category-kdp"
              className={`mt-2 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                category.kdp.selectable
                  ? "bg-emerald-100 text-emerald-900"
                  : "bg-slate-100 text-slate-700"
              }`}
            >
              {category.kdp.selectable && category.kdp.format
                ? `Choosable in KDP for your ${FORMAT_NAMES[category.kdp.format]}`
                : "Not choosable in KDP"}
            </p>
            <p className="mt-1 text-xs text-slate-600">{category.kdp.reason}</p>
            {deepViewHref(category, domain) !== null ? (
              <Link
                href={deepViewHref(category, domain) ?? "/titans-deep-view"}
                data-testid="category-deep-view"
                className="mt-2 block text-sm font-semibold text-ink-900 underline"
              >
                Open in Deep View
              </Link>
            ) : null}
          </div>
          {category.topRanks ? (
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-1">
              <RankCell
                label="#1 best seller"
                rank={category.topRanks.first}
                sales={category.salesPerDay?.first ?? null}
              />
              <RankCell
                label="#10 best seller"
                rank={category.topRanks.tenth}
                sales={category.salesPerDay?.tenth ?? null}
              />
            </dl>
          ) : (
            <p className="text-sm text-slate-600">
              {category.origin === "curated"
                ? "From our category list: no ranks for it."
                : "The source gives no ranks for this category."}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
