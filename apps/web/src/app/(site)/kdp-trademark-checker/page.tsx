import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { TrademarkCheckTool } from "@/features/tools/trademark-check/trademark-check-tool";

const path = "/kdp-trademark-checker";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <TrademarkCheckTool />
    </ToolPage>
  );
}
