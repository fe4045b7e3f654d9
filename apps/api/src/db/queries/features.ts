import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../client";
import { type OwnedFeatureRow, ownedFeatures } from "../schema";

/** The features a user holds at `now`: lifetime ones and subscriptions not yet lapsed. */
export async function listActiveOwnedFeatures(
  db: Database,
  { userId, now }: { userId: string; now: Date },
): Promise<OwnedFeatureRow[]> {
  return db
    .select()
    .from(ownedFeatures)
    .where(
      and(
        eq(ownedFeatures.userId, userId),
        or(isNull(ownedFeatures.until), gt(ownedFeatures.until, now)),
      ),
    )
    .orderBy(asc(ownedFeatures.createdAt), asc(ownedFeatures.featureId), asc(ownedFeatures.id));
}
