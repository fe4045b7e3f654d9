import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { TrademarkCheckTool } from "@/features/tools/trademark-check/trademark-check-tool";

const path = "/kdp-trademark-checker";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads its inputs from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the trademark checker…</p>}>
        <TrademarkCheckTool />
      </Suspense>
    </ToolPage>
  );
}
