import type { ProductDetails } from "../parsers/types";
import type { Access, CategoriesAnswer } from "../shared/messages";
import { h, PAGE_OVERLAYS, shadowHost } from "./dom";
import type { Figures } from "./figures";
import { formatCount, formatMoneyRange, formatRange } from "./format";
import { button } from "./render-search";

export type ProductOverlayActions = {
  signIn: () => void;
  signOut: () => void;
  /** Each resolves to the sentence to show under the buttons. */
  trackAsin: () => Promise<string>;
  reverseLookup: () => Promise<string>;
  sendKeywords: () => void;
};

/** The product page's panel: the book's figures, its category ranks and the member's actions. */
export function productPanel(
  product: ProductDetails,
  figures: Figures,
  currency: string,
  access: Access,
  actions: ProductOverlayActions,
): HTMLElement {
  const rows: HTMLElement[] = [
    h("dt", {}, "BSR"),
    h(
      "dd",
      { "data-testid": "inkforge-bsr" },
      product.salesRank
        ? `#${formatCount(product.salesRank)} in ${product.salesRankCategory ?? ""}`
        : "—",
    ),
  ];
  if (figures.estimate) {
    const { daily, monthly, royalty, royaltyNote } = figures.estimate;
    rows.push(
      h("dt", {}, "Sales/day"),
      h("dd", { "data-testid": "inkforge-daily" }, formatRange(daily, "decimals")),
      h("dt", {}, "Sales/month"),
      h("dd", { "data-testid": "inkforge-monthly" }, formatRange(monthly, "whole")),
      h("dt", {}, "Royalty/month"),
      h(
        "dd",
        { "data-testid": "inkforge-royalty" },
        royalty ? formatMoneyRange(royalty.monthly, currency) : (royaltyNote ?? "—"),
      ),
    );
  } else {
    rows.push(h("dt", {}, "Sales"), h("dd", { class: "muted" }, figures.note ?? "—"));
  }
  const status = h("p", { class: "status", role: "status", "data-testid": "inkforge-status" });
  const run = (action: () => Promise<string>) => async () => {
    status.textContent = "Working…";
    status.textContent = await action();
  };
  const panel = h(
    "section",
    { class: "panel", "data-testid": "inkforge-product", "aria-label": "Inkforge" },
    h("h2", {}, product.title),
    h("dl", {}, ...rows),
    product.categoryRanks.length > 0
      ? h(
          "ul",
          { "data-testid": "inkforge-categories" },
          ...product.categoryRanks.map((c) =>
            h("li", {}, `#${formatCount(c.rank)} in ${c.category}`),
          ),
        )
      : null,
    // Filled in place when the research source answers, so a click in progress is not lost.
    h("div", { "data-slot": "source-categories" }),
  );
  if (!access.signedIn) {
    panel.append(
      h("p", { class: "muted" }, "Track this book and look up its keywords with your account."),
      button("Sign in", actions.signIn),
    );
    return panel;
  }
  if (access.asinTracker) panel.append(button("Track this ASIN", run(actions.trackAsin)));
  panel.append(button("Send keywords", actions.sendKeywords, true));
  if (access.reverseLookup)
    panel.append(button("Reverse lookup", run(actions.reverseLookup), true));
  panel.append(status);
  return panel;
}

const bsr = (rank: number | null) => (rank === null ? "—" : `#${formatCount(rank)}`);

/** Each category with the book's own rank in it (from the page) and the BSR of its #1 and #10. */
export function showSourceCategories(
  panel: HTMLElement,
  categories: CategoriesAnswer["categories"],
  onPage: ProductDetails["categoryRanks"],
): void {
  const slot = panel.querySelector('[data-slot="source-categories"]');
  if (!slot || categories.length === 0) return;
  slot.replaceChildren(categoriesTable(categories, onPage));
}

function categoriesTable(
  categories: CategoriesAnswer["categories"],
  onPage: ProductDetails["categoryRanks"],
): HTMLElement {
  const ownRank = (name: string) =>
    onPage.find((c) => c.category.toLowerCase() === name.toLowerCase())?.rank ?? null;
  return h(
    "table",
    { "data-testid": "inkforge-source-categories" },
    h(
      "tr",
      {},
      h("th", {}, "Category"),
      h("th", {}, "This book"),
      h("th", {}, "#1"),
      h("th", {}, "#10"),
    ),
    ...categories.map((c) =>
      h(
        "tr",
        { "data-testid": "inkforge-category" },
        h("td", { title: c.path.join(" › ") }, c.name),
        h("td", {}, bsr(ownRank(c.name))),
        h("td", {}, bsr(c.first)),
        h("td", {}, bsr(c.tenth)),
      ),
    ),
  );
}

export function mountProductOverlay(doc: Document, panel: HTMLElement): void {
  for (const old of doc.querySelectorAll(PAGE_OVERLAYS)) old.remove();
  doc.body.append(shadowHost("product", panel));
}
