import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { APlusTemplateTool } from "@/features/tools/a-plus-template/a-plus-template-tool";

const path = "/A+-content-template-generator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <APlusTemplateTool />
    </ToolPage>
  );
}
