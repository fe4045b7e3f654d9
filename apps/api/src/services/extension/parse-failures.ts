import type { ExtensionParseReport } from "@inkforge/domain/contracts/extension";
import type { Database } from "../../db/client";
import { countExtensionParseFailure } from "../../db/queries/extension";

/**
 * A page the extension could not read: one more on the UTC day's count for its store, page kind
 * and parser version (decision 0132). The report's counts are not kept.
 */
export async function recordExtensionParseFailure(
  db: Database,
  report: ExtensionParseReport,
  now: Date,
): Promise<void> {
  await countExtensionParseFailure(db, {
    day: now.toISOString().slice(0, 10),
    marketplace: report.marketplace,
    pageKind: report.pageType,
    parserVersion: report.version,
  });
}
