import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { PriceCheckTool } from "@/features/tools/price-check/price-check-tool";

const path = "/kdp-price-checker";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <PriceCheckTool />
    </ToolPage>
  );
}
