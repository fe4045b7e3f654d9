import { TRACKER_CAPABILITY_IDS, type TrackerKind } from "@inkforge/domain/research/tracker-rules";
import { effectiveAvailability } from "@inkforge/domain/shop/access";
import type { Availability } from "@inkforge/domain/shop/enums";
import type { Database } from "../../db/client";
import type { ResearchSources } from "../research/ports";
import { activeEntries } from "../shop/owned";

/** What the tracker services need: the API passes `app`, the worker process builds its own. */
export type TrackerContext = {
  db: Database;
  now: () => Date;
  research: ResearchSources;
};

/** The job_runs kind of each tracker's daily snapshots. */
export const snapshotJobKind = (kind: TrackerKind) => `tracker-snapshots:${kind}`;

/** How the user's plan and bought features offer a tracker right now. */
export async function trackerAvailability(
  ctx: Pick<TrackerContext, "db" | "now">,
  userId: string,
  kind: TrackerKind,
): Promise<Availability> {
  const now = ctx.now();
  const entries = await activeEntries({ db: ctx.db, now }, userId);
  return effectiveAvailability(entries, TRACKER_CAPABILITY_IDS[kind], { now });
}
