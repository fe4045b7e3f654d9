import type { ActivePromotions } from "@inkforge/domain/contracts/promotions";
import { publicEnv } from "@/config/public-env";
import { syncServerClock } from "./server-clock";

/*
 * `GET /api/promotions/active`, checked by hand: the banner sits in every page's header and zod's
 * runtime would weigh on all of them (decision 0054). One request per token per page load is
 * shared by the banner and the popup manager.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

function parseActive(data: unknown): ActivePromotions {
  if (
    !isObject(data) ||
    typeof data.serverTime !== "string" ||
    !Array.isArray(data.campaigns) ||
    !data.campaigns.every(
      (c) => isObject(c) && typeof c.id === "string" && isObject(c.ctaButton),
    ) ||
    !isObject(data.banner) ||
    typeof data.banner.kind !== "string" ||
    !(data.user === null || (isObject(data.user) && typeof data.user.createdAt === "string")) ||
    !Array.isArray(data.popupSets)
  ) {
    throw new Error("Unexpected promotions answer");
  }
  return data as ActivePromotions;
}

const cache = new Map<string, Promise<ActivePromotions>>();

/** The promotions for this token (or a guest), fetched once per page load. */
export function loadActivePromotions(
  token: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<ActivePromotions> {
  const key = token ?? "";
  const cached = cache.get(key);
  if (cached) return cached;
  const sentAt = Date.now();
  const request = fetchImpl(`${publicEnv.apiUrl}/api/promotions/active`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: "no-store",
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Promotions answered ${response.status}`);
      const active = parseActive(await response.json());
      syncServerClock(active.serverTime, sentAt, Date.now());
      return active;
    })
    .catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
  cache.set(key, request);
  return request;
}

/** Forgets the fetched answers (tests; a sign-in changes the token anyway). */
export function clearPromotionsCache(): void {
  cache.clear();
}
