import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { type OwnedFeatureRow, ownedFeatures } from "../schema";

/** The user's grant rows for any of `featureIds` (bonus items are lifetime: no `until`). */
export async function listHeldFeatures(
  db: Database,
  userId: string,
  featureIds: readonly string[],
): Promise<OwnedFeatureRow[]> {
  if (featureIds.length === 0) return [];
  return db
    .select()
    .from(ownedFeatures)
    .where(
      and(eq(ownedFeatures.userId, userId), inArray(ownedFeatures.featureId, [...featureIds])),
    );
}
