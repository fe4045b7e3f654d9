import type { OwnedFeature } from "../contracts/account";

/*
 * Reading owned-feature entries from raw JSON (spec §3 `features.simple`); see owned.ts.
 *
 * Checked by hand, not with the account contract's `ownedFeatureSchema`: the popup rules and the
 * header's tier badge read these on every page, and zod's runtime was the longest task a first
 * visit ran after the page went idle (issue 26, decision 0171). `owned-parse.test.ts` holds this
 * reader to the schema, case by case, so the two cannot drift apart.
 */

const periods: ReadonlySet<string> = new Set(["lifetime", "month", "year", "free"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// RFC 3339 with seconds and a `Z`, as `z.iso.datetime()` takes it: no offset, any fraction.
const utcInstant = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;

/** True for a real calendar instant written as `YYYY-MM-DDTHH:MM:SS[.fff]Z`. */
export function isUtcInstant(value: string): boolean {
  const match = utcInstant.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (leap years included).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

type Read = { entry: OwnedFeature } | { problem: string };

function readShop(raw: unknown): { shop: OwnedFeature["feature_shop"] } | { problem: string } {
  if (typeof raw === "string") return { shop: raw };
  if (!isRecord(raw) || typeof raw._id !== "string")
    return { problem: "feature_shop: expected an id or { _id }" };
  const shops = raw.subscription_shops;
  if (shops === undefined) return { shop: { _id: raw._id } };
  // Array.from reads a hole as undefined, as the schema does; `every` would skip it.
  if (!Array.isArray(shops) || !Array.from(shops).every((s) => typeof s === "string"))
    return { problem: "feature_shop.subscription_shops: expected a list of ids" };
  return { shop: { _id: raw._id, subscription_shops: [...shops] } };
}

/** One entry read as the schema would: its known fields copied, unknown ones dropped. */
function readEntry(raw: unknown): Read {
  if (!isRecord(raw)) return { problem: "expected an object" };
  const shop = readShop(raw.feature_shop);
  if ("problem" in shop) return shop;
  const entry: OwnedFeature = { feature_shop: shop.shop };
  const { feature_id: featureId, period, until } = raw;
  if (featureId !== undefined) {
    if (!isRecord(featureId) || typeof featureId._id !== "string")
      return { problem: "feature_id: expected { _id }" };
    entry.feature_id = { _id: featureId._id };
  }
  if (period !== undefined) {
    if (typeof period !== "string" || !periods.has(period))
      return { problem: "period: expected lifetime, month, year or free" };
    entry.period = period as NonNullable<OwnedFeature["period"]>;
  }
  if (until !== undefined) {
    if (until !== null && (typeof until !== "string" || !isUtcInstant(until)))
      return { problem: "until: expected an ISO instant in UTC or null" };
    entry.until = until;
  }
  return { entry };
}

export type OwnedFeatureListResult =
  | { ok: true; entries: OwnedFeature[] }
  | { ok: false; problem: string };

/** Strict reading: the whole list must be an array of well-formed entries. */
export function parseOwnedFeatureList(raw: unknown): OwnedFeatureListResult {
  if (!Array.isArray(raw)) return { ok: false, problem: "(root): expected a list" };
  const entries: OwnedFeature[] = [];
  for (const [index, item] of raw.entries()) {
    const read = readEntry(item);
    if ("problem" in read) return { ok: false, problem: `${index}.${read.problem}` };
    entries.push(read.entry);
  }
  return { ok: true, entries };
}

/** Lenient reading: keeps the well-formed entries of an array, drops the rest (fail closed). */
export function readOwnedFeatures(raw: unknown): OwnedFeature[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const read = readEntry(item);
    return "entry" in read ? [read.entry] : [];
  });
}
