import { planTiers } from "@inkforge/domain/shop/enums";
import { getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { ResearchWorkspace } from "@/features/research/research-workspace";

const path = "/titans-pro/on-site";

export const metadata = toolMetadata(path);

/** The plans that include the web app, from the matrix the API enforces (read at build time). */
function plansWithApp(): string[] {
  const row = getCapabilityOrThrow("pro-web-app");
  return planTiers.filter((tier) => row.availability[tier] !== "not available");
}

export default function Page() {
  return (
    <ToolPage path={path}>
      <ResearchWorkspace plansWithApp={plansWithApp()} />
    </ToolPage>
  );
}
