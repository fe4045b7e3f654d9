import { planTiers } from "@inkforge/domain/shop/enums";
import { getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { RetroViewTool } from "@/features/retro-view/retro-view-tool";

const path = "/titans-retro-vision";

export const metadata = toolMetadata(path);

/** The plans that include Retro View, from the matrix the API enforces (read at build time). */
function plansWithRetroView(): string[] {
  const row = getCapabilityOrThrow("retro-view");
  return planTiers.filter((tier) => row.availability[tier] !== "not available");
}

export default function Page() {
  return (
    <ToolPage path={path} ownUpgradePrompt>
      <RetroViewTool plans={plansWithRetroView()} />
    </ToolPage>
  );
}
