import type { NicheSummary, ScorePart } from "@inkforge/domain/research/niche-summary";
import type { Access } from "../shared/messages";
import { h, PAGE_OVERLAYS, shadowHost } from "./dom";
import type { SearchRowFigures } from "./figures";
import { formatCount, formatMoneyRange, formatRange } from "./format";

export type SearchOverlayActions = {
  signIn: () => void;
  signOut: () => void;
  openDeepView: () => void;
};

const FORMAT_NAMES: Record<SearchRowFigures["row"]["format"], string> = {
  kindle: "Kindle",
  paperback: "Paperback",
  hardcover: "Hardcover",
  audiobook: "Audiobook",
  other: "Other format",
};

/**
 * The book's reviews, format, page count and publication date: the page's own first, the research
 * source's (after Quick View's ranks) where the page shows none; left out where neither has it.
 */
function detailsLine(item: SearchRowFigures): HTMLElement {
  const { row, rank } = item;
  const reviews = row.reviewCount ?? rank?.reviewCount ?? null;
  const published = row.publishedOn ?? rank?.publishedOn ?? null;
  const parts = [
    reviews === null ? null : `${formatCount(reviews)} reviews`,
    row.binding ?? FORMAT_NAMES[row.format],
    rank?.pages ? `${formatCount(rank.pages)} pages` : null,
    published ? `published ${published}` : null,
  ].filter((part): part is string => part !== null);
  return h("span", { class: "muted", "data-testid": "inkforge-details" }, parts.join(" · "));
}

/** The figures under one result: rank, sales per day and month, royalty per month. */
function searchRowFigures(item: SearchRowFigures, currency: string, access: Access): HTMLElement {
  const { rank, figures } = item;
  const box = h("div", { class: "figures", "data-testid": "inkforge-row" }, detailsLine(item));
  if (!access.signedIn || !access.quickView) {
    box.append(
      h(
        "span",
        { class: "muted" },
        access.signedIn
          ? "Sales estimates come with Quick View on your plan"
          : "Sign in for rank and sales estimates",
      ),
    );
    return box;
  }
  box.append(
    h(
      "span",
      { "data-testid": "inkforge-bsr" },
      "BSR ",
      h("b", {}, rank?.salesRank ? `#${formatCount(rank.salesRank)}` : "—"),
    ),
  );
  if (!figures.estimate) {
    box.append(h("span", { class: "muted" }, figures.note ?? ""));
    return box;
  }
  const { daily, monthly, royalty, royaltyNote } = figures.estimate;
  box.append(
    h(
      "span",
      { "data-testid": "inkforge-daily" },
      "Sales/day ",
      h("b", {}, formatRange(daily, "decimals")),
    ),
    h(
      "span",
      { "data-testid": "inkforge-monthly" },
      "Sales/month ",
      h("b", {}, formatRange(monthly, "whole")),
    ),
    royalty
      ? h(
          "span",
          { "data-testid": "inkforge-royalty" },
          "Royalty/month ",
          h("b", {}, formatMoneyRange(royalty.monthly, currency)),
        )
      : h("span", { class: "muted" }, royaltyNote ?? ""),
  );
  return box;
}

const PART_NAMES: Record<keyof NicheSummary["score"]["parts"], string> = {
  demand: "Demand",
  openness: "Openness (reviews)",
  indie: "Indie share",
  recency: "Recency",
  dominance: "Top-3 dominance",
};

function partLine(name: string, part: ScorePart): HTMLElement {
  const points = part.points === null ? "no data" : `${part.points > 0 ? "+" : ""}${part.points}`;
  return h("li", { "data-testid": "inkforge-score-part" }, `${name}: ${points}`);
}

/** The Quick View panel: the page as a niche, with the score's parts kept visible. */
export function quickViewPanel(
  summary: NicheSummary,
  keyword: string | null,
  currency: string,
  access: Access,
  actions: SearchOverlayActions,
): HTMLElement {
  const money = (value: number) =>
    new Intl.NumberFormat("en-US", { style: "currency", currency }).format(value);
  const spread = (
    label: string,
    value: { p25: number; median: number; p75: number } | null,
    show: (n: number) => string,
    testId: string,
  ) =>
    value
      ? [
          h("dt", {}, label),
          h(
            "dd",
            { "data-testid": testId },
            `${show(value.median)} (${show(value.p25)}–${show(value.p75)})`,
          ),
        ]
      : [h("dt", {}, label), h("dd", { "data-testid": testId }, "—")];
  const indie = summary.independent.share;
  const panel = h(
    "section",
    { class: "panel", "data-testid": "inkforge-quick-view", "aria-label": "Quick View" },
    h("h2", {}, `Quick View${keyword ? `: ${keyword}` : ""}`),
    h(
      "p",
      { class: "muted" },
      `${summary.productCount} books on this page, sponsored left out. Median (middle half):`,
    ),
    h(
      "dl",
      {},
      ...spread("BSR", summary.rank, (n) => `#${formatCount(n)}`, "inkforge-median-bsr"),
      ...spread("Reviews", summary.reviews, formatCount, "inkforge-median-reviews"),
      ...spread("Price", summary.price, money, "inkforge-median-price"),
      h("dt", {}, "Indie share"),
      h(
        "dd",
        { "data-testid": "inkforge-indie-share" },
        indie === null ? "—" : `${Math.round(indie * 100)}% of ${summary.independent.known}`,
      ),
      h("dt", {}, "Niche score"),
      h(
        "dd",
        { "data-testid": "inkforge-niche-score" },
        summary.score.score === null ? "—" : `${summary.score.score}/100`,
      ),
    ),
    h(
      "ul",
      {},
      ...(Object.keys(PART_NAMES) as (keyof typeof PART_NAMES)[]).map((key) =>
        partLine(PART_NAMES[key], summary.score.parts[key]),
      ),
    ),
  );
  if (!access.signedIn) {
    panel.append(
      h("p", { class: "muted" }, "Ranks, sales and the full score need your account."),
      button("Sign in", actions.signIn),
    );
  } else {
    panel.append(
      access.deepView
        ? button("Open in Deep View", actions.openDeepView)
        : h("p", { class: "muted" }, "Deep View comes with the Pro Max plan and above."),
      button("Sign out", actions.signOut, true),
    );
  }
  return panel;
}

export function button(label: string, onClick: () => void, secondary = false): HTMLElement {
  const element = h(
    "button",
    { type: "button", ...(secondary ? { class: "secondary" } : {}) },
    label,
  );
  element.addEventListener("click", onClick);
  return element;
}

/** Puts the figures under each result and the Quick View panel on the page; idempotent. */
export function mountSearchOverlay(
  doc: Document,
  items: readonly SearchRowFigures[],
  panel: HTMLElement,
  currency: string,
  access: Access,
): void {
  for (const old of doc.querySelectorAll(PAGE_OVERLAYS)) old.remove();
  for (const item of items) {
    const result = doc.querySelector(
      `[data-component-type="s-search-result"][data-asin="${item.row.asin}"]`,
    );
    const anchor = result?.querySelector("[data-cy=title-recipe]") ?? result?.querySelector("h2");
    anchor?.after(shadowHost(`row-${item.row.asin}`, searchRowFigures(item, currency, access)));
  }
  doc.body.append(shadowHost("quick-view", panel));
}
