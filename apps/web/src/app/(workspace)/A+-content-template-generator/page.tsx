import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { APlusTemplateTool } from "@/features/tools/a-plus-template/a-plus-template-tool";

const path = "/A+-content-template-generator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads its modules from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the A+ modules…</p>}>
        <APlusTemplateTool />
      </Suspense>
    </ToolPage>
  );
}
