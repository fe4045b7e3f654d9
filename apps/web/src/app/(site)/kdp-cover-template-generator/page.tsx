import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { CoverTemplateTool } from "@/features/tools/cover-template/cover-template-tool";

const path = "/kdp-cover-template-generator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads its inputs from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the cover template generator…</p>}>
        <CoverTemplateTool />
      </Suspense>
    </ToolPage>
  );
}
