import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { GuidelinesCheckTool } from "@/features/tools/guidelines-check/guidelines-check-tool";

const path = "/kdp-guidelines-checker";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads its inputs from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the guidelines checker…</p>}>
        <GuidelinesCheckTool />
      </Suspense>
    </ToolPage>
  );
}
