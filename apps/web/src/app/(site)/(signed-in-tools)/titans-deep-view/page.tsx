import { deepViewBatchLimit } from "@inkforge/domain/catalogue/claims";
import { getToolByPathOrThrow } from "@inkforge/domain/catalogue/tools";
import { planTiers } from "@inkforge/domain/shop/enums";
import { getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import { toolGate } from "@inkforge/domain/shop/tool-access";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { DeepViewTool } from "@/features/deep-view/deep-view-tool";
import { PlanIncludedLine } from "@/features/shop/plan-included-line";

const path = "/titans-deep-view";

export const metadata = toolMetadata(path);

/** The plans that include Deep View, from the matrix the API enforces (read at build time). */
function plansWith(capabilityId: string): string[] {
  const row = getCapabilityOrThrow(capabilityId);
  return planTiers.filter((tier) => row.availability[tier] !== "not available");
}

export default function Page() {
  return (
    <ToolPage
      path={path}
      memberLine={<PlanIncludedLine gate={toolGate(getToolByPathOrThrow(path))} />}
    >
      <DeepViewTool limit={deepViewBatchLimit} plans={plansWith("deep-view")} />
    </ToolPage>
  );
}
