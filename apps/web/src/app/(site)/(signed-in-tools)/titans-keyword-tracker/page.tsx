import { planTiers } from "@inkforge/domain/shop/enums";
import { entryLimit, getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
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
      <TrackerTool kind="keyword" plansNote={plansNote()} />
    </ToolPage>
  );
}
