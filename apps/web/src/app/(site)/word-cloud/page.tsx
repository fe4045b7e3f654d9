import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { WordCloudTool } from "@/features/tools/word-cloud/word-cloud-tool";

const path = "/word-cloud";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <WordCloudTool />
    </ToolPage>
  );
}
