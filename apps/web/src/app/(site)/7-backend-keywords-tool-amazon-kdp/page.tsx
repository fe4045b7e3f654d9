import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { BackendKeywordsBulk } from "@/features/tools/backend-keywords/backend-keywords-bulk";
import { BackendKeywordsTool } from "@/features/tools/backend-keywords/backend-keywords-tool";
import { KeywordMonitorsSlot } from "@/features/trackers/keyword-monitors-slot";

const path = "/7-backend-keywords-tool-amazon-kdp";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <BackendKeywordsTool />
      <BackendKeywordsBulk />
      <KeywordMonitorsSlot />
    </ToolPage>
  );
}
