import { productFigures, quickViewSummary, type RankInfo, searchFigures } from "../overlay/figures";
import { mountProductOverlay, productPanel, showSourceCategories } from "../overlay/render-product";
import { mountSearchOverlay, quickViewPanel } from "../overlay/render-search";
import { attachSearchBox } from "../overlay/search-box";
import { parsePage } from "../parsers/registry";
import type { ProductParse, SearchParse } from "../parsers/types";
import {
  type Access,
  type Answer,
  type CategoriesAnswer,
  type RanksAnswer,
  type Request,
  type ReverseLookupAnswer,
  SIGNED_OUT,
  type SuggestionsAnswer,
  type TrackAnswer,
} from "../shared/messages";

/** How the content script reaches the background worker (chrome.runtime in the browser). */
export type Bridge = { send: <T>(request: Request) => Promise<Answer<T>> };

const SITE_PATHS = {
  signIn: "/extension/sign-in",
  deepView: "/titans-deep-view",
  backendKeywords: "/7-backend-keywords-tool-amazon-kdp",
} as const;

/**
 * Reads the open page and draws the overlay. Resolves to what was drawn, for tests and the bench.
 * A page the parsers do not recognise gets nothing; a known page whose parse found nothing sends
 * the counts-only report and draws nothing.
 */
export async function runOverlay(
  doc: Document,
  url: URL,
  bridge: Bridge,
  now: Date,
): Promise<"search" | "product" | "nothing-found" | "not-a-known-page"> {
  const parsed = parsePage(doc, url);
  if (!parsed) return "not-a-known-page";
  if (parsed.kind === "nothing-found") {
    await bridge.send({ type: "report", report: parsed.report });
    return "nothing-found";
  }
  const accessAnswer = await bridge.send<Access>({ type: "access" });
  const access = accessAnswer.ok ? accessAnswer.data : SIGNED_OUT;
  if (access.signedIn && access.searchSuggestions) {
    const department =
      parsed.kind === "search" && parsed.department === "kindle"
        ? "kindle"
        : parsed.kind === "product" && parsed.product.format === "kindle"
          ? "kindle"
          : "books";
    attachSearchBox(doc, {
      ask: (phrase) =>
        bridge.send<SuggestionsAnswer>({
          type: "suggestions",
          marketplace: parsed.marketplace,
          department,
          phrase,
        }),
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    });
  }
  if (parsed.kind === "search") await drawSearch(doc, parsed, access, bridge, now, url);
  else await drawProduct(doc, parsed, access, bridge, now, url);
  return parsed.kind;
}

/** Signs the extension out, then draws the page again as a signed-out member sees it. */
async function signOut(bridge: Bridge, doc: Document, url: URL, now: Date) {
  await bridge.send({ type: "sign-out" });
  await runOverlay(doc, url, bridge, now);
}

async function drawSearch(
  doc: Document,
  parsed: Extract<SearchParse, { kind: "search" }>,
  access: Access,
  bridge: Bridge,
  now: Date,
  url: URL,
) {
  const open = (path: string) => void bridge.send({ type: "open-site", path });
  const draw = (ranks: ReadonlyMap<string, RankInfo>) => {
    const items = searchFigures(parsed.marketplace, parsed.currency, parsed.rows, ranks);
    const deepView = new URLSearchParams({
      keyword: parsed.keyword ?? "",
      domain: parsed.marketplace,
      department: parsed.department,
    });
    const panel = quickViewPanel(
      quickViewSummary(items, now),
      parsed.keyword,
      parsed.currency,
      access,
      {
        signIn: () => open(SITE_PATHS.signIn),
        signOut: () => void signOut(bridge, doc, url, now),
        openDeepView: () => open(`${SITE_PATHS.deepView}?${deepView}`),
      },
    );
    mountSearchOverlay(doc, items, panel, parsed.currency, access);
  };
  // The page's own figures first; the ranks follow when the research source answers.
  draw(new Map());
  if (!access.signedIn || !access.quickView) return;
  const answer = await bridge.send<RanksAnswer>({
    type: "ranks",
    marketplace: parsed.marketplace,
    asins: parsed.rows.map((row) => row.asin),
  });
  if (answer.ok) draw(new Map(Object.entries(answer.data)));
}

async function drawProduct(
  doc: Document,
  parsed: Extract<ProductParse, { kind: "product" }>,
  access: Access,
  bridge: Bridge,
  now: Date,
  url: URL,
) {
  const { product, marketplace } = parsed;
  let keywords: string[] = [];
  const open = (path: string) => void bridge.send({ type: "open-site", path });
  const actions = {
    signIn: () => open(SITE_PATHS.signIn),
    signOut: () => void signOut(bridge, doc, url, now),
    trackAsin: async () => {
      const answer = await bridge.send<TrackAnswer>({
        type: "track-asin",
        marketplace,
        asin: product.asin,
      });
      if (!answer.ok) return answer.message;
      return answer.data.added ? "Added to your ASIN tracker" : "Already in your ASIN tracker";
    },
    reverseLookup: async () => {
      const answer = await bridge.send<ReverseLookupAnswer>({
        type: "reverse-lookup",
        marketplace,
        asin: product.asin,
      });
      if (!answer.ok) return answer.message;
      keywords = answer.data.keywords;
      return keywords.length > 0
        ? `Found for: ${keywords.slice(0, 10).join(", ")}`
        : "No keywords found for this book";
    },
    sendKeywords: () => {
      const seeds =
        keywords.length > 0
          ? keywords.slice(0, 20)
          : [product.title.split(":")[0] ?? product.title];
      open(`${SITE_PATHS.backendKeywords}?${new URLSearchParams({ seeds: seeds.join("\n") })}`);
    },
  };
  const figures = productFigures(marketplace, parsed.currency, product);
  const panel = productPanel(product, figures, parsed.currency, access, actions);
  mountProductOverlay(doc, panel);
  // The page's own figures first; the categories' #1 and #10 follow when the source answers.
  if (!access.signedIn) return;
  const answer = await bridge.send<CategoriesAnswer>({
    type: "categories",
    marketplace,
    asin: product.asin,
  });
  if (answer.ok) showSourceCategories(panel, answer.data.categories, product.categoryRanks);
}
