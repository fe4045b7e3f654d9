import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { BackendKeywordsBulk } from "@/features/tools/backend-keywords/backend-keywords-bulk";
import { BackendKeywordsTool } from "@/features/tools/backend-keywords/backend-keywords-tool";
import { KeywordMonitors } from "@/features/trackers/keyword-monitors";

const path = "/7-backend-keywords-tool-amazon-kdp";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads its inputs from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the backend keywords tool…</p>}>
        <BackendKeywordsTool />
      </Suspense>
      <BackendKeywordsBulk />
      <Suspense fallback={null}>
        <KeywordMonitors />
      </Suspense>
    </ToolPage>
  );
}
