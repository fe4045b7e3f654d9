import { getToolByPathOrThrow } from "@inkforge/domain/catalogue/tools";
import { planTiers } from "@inkforge/domain/shop/enums";
import { getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import { toolGate } from "@inkforge/domain/shop/tool-access";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { RetroViewTool } from "@/features/retro-view/retro-view-tool";
import { PlanIncludedLine } from "@/features/shop/plan-included-line";

const path = "/titans-retro-vision";

export const metadata = toolMetadata(path);

/** The plans that include Retro View, from the matrix the API enforces (read at build time). */
function plansWithRetroView(): string[] {
  const row = getCapabilityOrThrow("retro-view");
  return planTiers.filter((tier) => row.availability[tier] !== "not available");
}

export default function Page() {
  return (
    <ToolPage
      path={path}
      memberLine={<PlanIncludedLine gate={toolGate(getToolByPathOrThrow(path))} />}
    >
      <RetroViewTool plans={plansWithRetroView()} />
    </ToolPage>
  );
}
