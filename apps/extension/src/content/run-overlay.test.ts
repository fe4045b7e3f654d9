import { extensionParseReportSchema } from "@inkforge/domain/contracts/extension";
import { estimateBsrSales } from "@inkforge/domain/tools/bsr-sales/bsr-sales";
import { describe, expect, it, vi } from "vitest";
import { formatCount, formatMoneyRange, formatRange } from "../overlay/format";
import { loadFixture } from "../parsers/fixture.test-helper";
import { parsePage } from "../parsers/registry";
import type { Access, Answer, Request } from "../shared/messages";
import { type Bridge, runOverlay } from "./run-overlay";

const NOW = new Date("2026-11-28T12:00:00Z");
const MEMBER: Access = {
  signedIn: true,
  name: "Ada",
  quickView: true,
  deepView: true,
  reverseLookup: true,
  asinTracker: true,
  searchSuggestions: true,
};

function fakeBridge(access: Access | null, rankOf: (asin: string, i: number) => number) {
  const sent: Request[] = [];
  const bridge: Bridge = {
    send: async <T>(request: Request): Promise<Answer<T>> => {
      sent.push(request);
      if (request.type === "access") {
        return (access ? { ok: true, data: access } : { ok: false, message: "x" }) as Answer<T>;
      }
      if (request.type === "ranks") {
        const data = Object.fromEntries(
          request.asins.map((asin, i) => [
            asin,
            {
              salesRank: rankOf(asin, i),
              independent: i % 2 === 0,
              pages: 240,
              reviewCount: 7000 + i,
              publishedOn: "2021-06-01",
            },
          ]),
        );
        return { ok: true, data } as Answer<T>;
      }
      if (request.type === "track-asin") return { ok: true, data: { added: true } } as Answer<T>;
      if (request.type === "categories") {
        const categories = [
          { name: "Space Opera", path: ["Books", "Space Opera"], first: 12, tenth: 1480 },
          { name: "Dragons", path: ["Books", "Dragons"], first: null, tenth: null },
        ];
        return { ok: true, data: { categories } } as Answer<T>;
      }
      return { ok: true, data: undefined as T };
    },
  };
  return { bridge, sent };
}

const shadowText = (doc: Document, testId: string) =>
  [...doc.querySelectorAll("inkforge-overlay")].flatMap((host) =>
    [...(host.shadowRoot?.querySelectorAll(`[data-testid="${testId}"]`) ?? [])].map(
      (e) => e.textContent ?? "",
    ),
  );

describe("the search page overlay", () => {
  const url = new URL("https://www.amazon.com/s?k=dragon+fantasy&i=stripbooks");

  it("shows each result's figures from the BSR calculator's own function", async () => {
    const doc = loadFixture("amazon-com-search-48.html");
    const { bridge } = fakeBridge(MEMBER, (_asin, i) => 1000 * (i + 1));
    expect(await runOverlay(doc, url, bridge, NOW)).toBe("search");
    const rows = [...doc.querySelectorAll('[data-component-type="s-search-result"]')];
    expect(rows).toHaveLength(48);
    const daily = shadowText(doc, "inkforge-daily");
    const royalty = shadowText(doc, "inkforge-royalty");
    expect(daily).toHaveLength(48);
    // The third result, rank 3,000: the calculator's range for a paperback or hardcover at that rank.
    const third = rows[2] as Element;
    const binding =
      third.querySelector("a.a-text-bold")?.textContent === "Hardcover" ? "hardcover" : "paperback";
    const price = Number(third.querySelector(".a-price .a-offscreen")?.textContent?.slice(1));
    const expected = estimateBsrSales({
      bsr: 3000,
      format: binding,
      marketplace: "amazon.com",
      listPrice: price,
      pages: 240,
      ink: "black",
      paper: "white",
      trim: "6x9",
    });
    expect(daily[2]).toBe(`Sales/day ${formatRange(expected.daily, "decimals")}`);
    expect(shadowText(doc, "inkforge-monthly")[2]).toBe(
      `Sales/month ${formatRange(expected.monthly, "whole")}`,
    );
    expect(royalty).toContain(
      `Royalty/month ${formatMoneyRange(expected.royalty?.monthly ?? { low: 0, typical: 0, high: 0 }, "USD")}`,
    );
    expect(shadowText(doc, "inkforge-bsr")[2]).toBe("BSR #3,000");
  });

  it("shows each result's reviews, format, pages and date: the page's first, the source's where it has none", async () => {
    const doc = loadFixture("amazon-com-search-48.html");
    const parsed = parsePage(doc, url);
    if (parsed?.kind !== "search") throw new Error("the fixture is a search page");
    // The second result's reviews and date are gone from the page (markup without them).
    const second = doc.querySelectorAll('[data-component-type="s-search-result"]')[1];
    second?.querySelector('[data-cy="reviews-block"]')?.remove();
    for (const span of second?.querySelectorAll("span") ?? []) {
      if (/\b(19|20)\d\d\b/.test(span.textContent ?? "") && span.children.length === 0) {
        span.remove();
      }
    }
    const { bridge } = fakeBridge(MEMBER, (_asin, i) => 1000 * (i + 1));
    await runOverlay(doc, url, bridge, NOW);
    const details = shadowText(doc, "inkforge-details");
    expect(details).toHaveLength(48);
    const first = parsed.rows[0];
    expect(details[0]).toBe(
      `${formatCount(first?.reviewCount ?? 0)} reviews · ${first?.binding} · 240 pages · published ${first?.publishedOn}`,
    );
    expect(details[1]).toBe(
      `7,001 reviews · ${parsed.rows[1]?.binding} · 240 pages · published 2021-06-01`,
    );
  });

  it("signed out: each result's reviews, format and date come from the page alone", async () => {
    const doc = loadFixture("amazon-com-search-48.html");
    const parsed = parsePage(doc, url);
    if (parsed?.kind !== "search") throw new Error("the fixture is a search page");
    await runOverlay(doc, url, fakeBridge(null, () => 1).bridge, NOW);
    const first = parsed.rows[0];
    expect(shadowText(doc, "inkforge-details")[0]).toBe(
      `${formatCount(first?.reviewCount ?? 0)} reviews · ${first?.binding} · published ${first?.publishedOn}`,
    );
  });

  it("summarises the page in the Quick View panel, sponsored results left out", async () => {
    const doc = loadFixture("amazon-com-search-48.html");
    const { bridge } = fakeBridge(MEMBER, (_asin, i) => 1000 * (i + 1));
    await runOverlay(doc, url, bridge, NOW);
    expect(shadowText(doc, "inkforge-quick-view")[0]).toContain("46 books on this page");
    expect(shadowText(doc, "inkforge-median-bsr")[0]).toMatch(/^#[\d,]+ \(#[\d,]+–#[\d,]+\)$/);
    expect(shadowText(doc, "inkforge-niche-score")[0]).toMatch(/^\d+\/100$/);
    expect(shadowText(doc, "inkforge-score-part")).toHaveLength(5);
    expect(shadowText(doc, "inkforge-indie-share")[0]).toMatch(/^\d+% of 46$/);
  });

  it("opens the same search in Deep View on the site", async () => {
    const doc = loadFixture("amazon-com-search-48.html");
    const { bridge, sent } = fakeBridge(MEMBER, () => 5000);
    await runOverlay(doc, url, bridge, NOW);
    const panel = doc.querySelector('[data-inkforge="quick-view"]')?.shadowRoot;
    const deepView = [...(panel?.querySelectorAll("button") ?? [])].find(
      (b) => b.textContent === "Open in Deep View",
    );
    deepView?.click();
    expect(sent.at(-1)).toEqual({
      type: "open-site",
      path: "/titans-deep-view?keyword=dragon+fantasy&domain=amazon.com&department=books",
    });
  });

  it("signed out: the page's own figures, no rank request, and a sign-in button", async () => {
    const doc = loadFixture("amazon-com-search-48.html");
    const { bridge, sent } = fakeBridge(null, () => 5000);
    await runOverlay(doc, url, bridge, NOW);
    expect(sent.map((r) => r.type)).toEqual(["access"]);
    expect(shadowText(doc, "inkforge-daily")).toEqual([]);
    expect(shadowText(doc, "inkforge-median-price")[0]).toMatch(/^\$/);
    expect(shadowText(doc, "inkforge-niche-score")[0]).toBe("—");
    const panel = doc.querySelector('[data-inkforge="quick-view"]')?.shadowRoot;
    expect([...(panel?.querySelectorAll("button") ?? [])].map((b) => b.textContent)).toEqual([
      "Sign in",
    ]);
  });

  it("signing out from the panel redraws the page as a signed-out member sees it", async () => {
    const doc = loadFixture("amazon-com-search-48.html");
    let access: Access | null = MEMBER;
    const { bridge, sent } = fakeBridge(MEMBER, () => 5000);
    const signingOut: Bridge = {
      send: async (request) => {
        if (request.type === "sign-out") access = null;
        if (request.type === "access" && access === null) {
          sent.push(request);
          return { ok: false, message: "x" };
        }
        return bridge.send(request);
      },
    };
    await runOverlay(doc, url, signingOut, NOW);
    const panel = () => doc.querySelector('[data-inkforge="quick-view"]')?.shadowRoot;
    const signOut = [...(panel()?.querySelectorAll("button") ?? [])].find(
      (b) => b.textContent === "Sign out",
    );
    signOut?.click();
    await vi.waitFor(() =>
      expect([...(panel()?.querySelectorAll("button") ?? [])].map((b) => b.textContent)).toEqual([
        "Sign in",
      ]),
    );
    expect(shadowText(doc, "inkforge-daily")).toEqual([]);
  });

  it("a page whose markup changed draws nothing and sends the counts-only report", async () => {
    const doc = loadFixture("amazon-com-search-changed-markup.html");
    const { bridge, sent } = fakeBridge(MEMBER, () => 5000);
    expect(await runOverlay(doc, url, bridge, NOW)).toBe("nothing-found");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: "report",
      report: { parser: "amazon.com/search", counts: { rows: 0 } },
    });
    expect(JSON.stringify(sent[0])).not.toMatch(/Fantasy Series|data-asin/);
    // The API takes it as it is (the API test checks what it keeps of it).
    const report = (sent[0] as { report: unknown }).report;
    expect(extensionParseReportSchema.safeParse(report).success).toBe(true);
    expect(doc.querySelectorAll("inkforge-overlay")).toHaveLength(0);
  });
});

describe("the search box's suggestions", () => {
  const url = new URL("https://www.amazon.com/s?k=dragon&i=digital-text");

  it("attach for a member whose plan has Search Suggestions, in the page's department", async () => {
    const doc = loadFixture("amazon-com-search-kindle.html");
    const { bridge } = fakeBridge(MEMBER, () => 5000);
    await runOverlay(doc, url, bridge, NOW);
    expect(doc.querySelector("#twotabsearchtextbox")?.getAttribute("data-inkforge")).toBe(
      "suggestions",
    );
    // The page's panels redraw without taking the search box's panel away.
    expect(doc.querySelectorAll('inkforge-overlay[data-inkforge="search-box"]')).toHaveLength(1);
  });

  it("do not attach for a plan without them, nor signed out", async () => {
    for (const access of [{ ...MEMBER, searchSuggestions: false }, null]) {
      const doc = loadFixture("amazon-com-search-kindle.html");
      await runOverlay(doc, url, fakeBridge(access, () => 5000).bridge, NOW);
      expect(doc.querySelector("#twotabsearchtextbox")?.hasAttribute("data-inkforge")).toBe(false);
    }
  });
});

describe("the product page overlay", () => {
  it("shows the book's figures from its rank and tracks the ASIN", async () => {
    const doc = loadFixture("amazon-co-uk-product-paperback.html");
    const asin = doc.querySelector("input#ASIN")?.getAttribute("value");
    const { bridge, sent } = fakeBridge(MEMBER, () => 1);
    await runOverlay(doc, new URL(`https://www.amazon.co.uk/dp/${asin}`), bridge, NOW);
    const expected = estimateBsrSales({
      bsr: 23_473,
      format: "paperback",
      marketplace: "amazon.co.uk",
    });
    expect(shadowText(doc, "inkforge-daily")[0]).toBe(formatRange(expected.daily, "decimals"));
    expect(shadowText(doc, "inkforge-categories")[0]).toContain("#87 in Space Opera");
    // The research source's categories: the book's own rank from the page, #1 and #10 from it.
    expect(sent).toContainEqual({ type: "categories", marketplace: "amazon.co.uk", asin });
    const categoryRows = [
      ...(doc
        .querySelector('[data-inkforge="product"]')
        ?.shadowRoot?.querySelectorAll('[data-testid="inkforge-category"]') ?? []),
    ].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(categoryRows).toEqual([
      ["Space Opera", "#87", "#12", "#1,480"],
      ["Dragons", "—", "—", "—"],
    ]);
    const panel = doc.querySelector('[data-inkforge="product"]')?.shadowRoot;
    const track = [...(panel?.querySelectorAll("button") ?? [])].find(
      (b) => b.textContent === "Track this ASIN",
    );
    track?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.at(-1)).toEqual({ type: "track-asin", marketplace: "amazon.co.uk", asin });
    expect(shadowText(doc, "inkforge-status")[0]).toBe("Added to your ASIN tracker");
  });

  it("the source's categories arrive without redrawing the panel a click is working in", async () => {
    const doc = loadFixture("amazon-co-uk-product-paperback.html");
    const { bridge } = fakeBridge(MEMBER, () => 1);
    let release: () => void = () => {};
    const slow: Bridge = {
      send: async <T>(request: Request) => {
        if (request.type === "categories") await new Promise<void>((r) => (release = r));
        return bridge.send<T>(request);
      },
    };
    const drawn = runOverlay(doc, new URL("https://www.amazon.co.uk/dp/B0XXXXXXXX"), slow, NOW);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const panel = doc.querySelector('[data-inkforge="product"]')?.shadowRoot;
    const track = [...(panel?.querySelectorAll("button") ?? [])].find(
      (b) => b.textContent === "Track this ASIN",
    );
    track?.click();
    release();
    await drawn;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shadowText(doc, "inkforge-status")[0]).toBe("Added to your ASIN tracker");
    expect(shadowText(doc, "inkforge-source-categories")).toHaveLength(1);
  });

  it("signed out: figures from the page, actions replaced by sign-in", async () => {
    const doc = loadFixture("amazon-de-product-kindle.html");
    const { bridge } = fakeBridge(null, () => 1);
    await runOverlay(doc, new URL("https://www.amazon.de/dp/B0XXXXXXXX"), bridge, NOW);
    expect(shadowText(doc, "inkforge-bsr")[0]).toBe("#23,478 in Kindle-Shop");
    expect(shadowText(doc, "inkforge-source-categories")).toEqual([]);
    const panel = doc.querySelector('[data-inkforge="product"]')?.shadowRoot;
    expect([...(panel?.querySelectorAll("button") ?? [])].map((b) => b.textContent)).toEqual([
      "Sign in",
    ]);
  });
});
