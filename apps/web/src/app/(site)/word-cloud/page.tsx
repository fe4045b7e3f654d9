import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { WordCloudTool } from "@/features/tools/word-cloud/word-cloud-tool";

const path = "/word-cloud";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads its inputs from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the word cloud…</p>}>
        <WordCloudTool />
      </Suspense>
    </ToolPage>
  );
}
