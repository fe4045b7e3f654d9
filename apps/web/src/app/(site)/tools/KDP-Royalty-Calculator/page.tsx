import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { RoyaltyTool } from "@/features/tools/royalty/royalty-tool";

const path = "/tools/KDP-Royalty-Calculator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <RoyaltyTool />
    </ToolPage>
  );
}
