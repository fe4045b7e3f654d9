import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
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
