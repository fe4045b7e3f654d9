import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { GuidelinesCheckTool } from "@/features/tools/guidelines-check/guidelines-check-tool";

const path = "/kdp-guidelines-checker";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <GuidelinesCheckTool />
    </ToolPage>
  );
}
