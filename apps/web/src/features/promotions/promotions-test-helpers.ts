import { vi } from "vitest";

/*
 * Test helpers: an answer of GET /api/promotions/active built from the seeded 2025 campaigns of
 * the domain's test fixtures, and a fetch stub that serves it.
 */
export {
  authorPageBuilderPopup,
  newMemberOffer,
  promoBanner,
  SEASONAL_END,
  seasonalPopup,
  seasonalSale,
} from "@inkforge/domain/promotions/test-fixtures";

export type ActiveAnswer = {
  serverTime: string;
  campaigns: unknown[];
  banner: unknown;
  user: unknown;
  popupSets: unknown[];
};

export const genSet = {
  id: "gen",
  featuresToShow: ["pro", "masterclass", "checker-tools"],
  targetLifeTime: [],
  targetUpgrade: ["pro"],
};
const defaultSet = { ...genSet, id: "default", targetUpgrade: [] };

export function answer(fields: Partial<ActiveAnswer> & { serverTime: string }): ActiveAnswer {
  return {
    campaigns: [],
    banner: { kind: "none", campaignId: null, countdownTarget: null, countdownType: null },
    user: null,
    popupSets: [defaultSet],
    ...fields,
  };
}

export function member(createdAt: string, id = "user-1") {
  return { _id: id, createdAt, userType: null, features: { simple: [] } };
}

/** Stubs fetch with the promotions answer; returns the call log. */
export function serveActive(body: () => ActiveAnswer) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(JSON.stringify(body()), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

export function clearCookies(): void {
  for (const pair of document.cookie.split("; ")) {
    const name = pair.split("=")[0];
    // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie jar between tests.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
