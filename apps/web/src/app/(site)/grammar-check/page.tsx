import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { GrammarCheckTool } from "@/features/tools/grammar-check/grammar-check-tool";

const path = "/grammar-check";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <GrammarCheckTool />
    </ToolPage>
  );
}
