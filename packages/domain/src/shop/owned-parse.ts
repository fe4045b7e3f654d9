import { z } from "zod";
import { type OwnedFeature, ownedFeatureSchema } from "../contracts/account";

/* Reading owned-feature entries from raw JSON (spec §3 `features.simple`); see owned.ts. */

const ownedFeatureListSchema = z.array(ownedFeatureSchema);

export type OwnedFeatureListResult =
  | { ok: true; entries: OwnedFeature[] }
  | { ok: false; problem: string };

/** Strict reading: the whole list must be an array of well-formed entries. */
export function parseOwnedFeatureList(raw: unknown): OwnedFeatureListResult {
  const result = ownedFeatureListSchema.safeParse(raw);
  if (result.success) return { ok: true, entries: result.data };
  const issue = result.error.issues[0];
  const path = issue && issue.path.length > 0 ? issue.path.join(".") : "(root)";
  return { ok: false, problem: `${path}: ${issue?.message ?? "invalid"}` };
}

/** Lenient reading: keeps the well-formed entries of an array, drops the rest (fail closed). */
export function readOwnedFeatures(raw: unknown): OwnedFeature[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = ownedFeatureSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
