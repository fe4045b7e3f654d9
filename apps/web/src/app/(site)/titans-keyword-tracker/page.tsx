import { planTiers } from "@inkforge/domain/shop/enums";
import { entryLimit, getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { TrackerTool } from "@/features/trackers/tracker-tool";

const path = "/titans-keyword-tracker";

export const metadata = toolMetadata(path);

/** Which plans include the tracker and how many entries, from the feature matrix the API enforces. */
function plansNote(): string {
  const row = getCapabilityOrThrow("keyword-tracker");
  const parts = planTiers.flatMap((tier) => {
    const limit = entryLimit(row.availability[tier]);
    if (limit === 0) return [];
    return [`${tier} (${limit === null ? "no limit" : `${limit} ${row.limitUnit}`})`];
  });
  return `It is included in ${parts.join(", ")}.`;
}

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads ?add= from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the tracker…</p>}>
        <TrackerTool kind="keyword" plansNote={plansNote()} />
      </Suspense>
    </ToolPage>
  );
}
