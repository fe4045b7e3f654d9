import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { RoyaltyTool } from "@/features/tools/royalty/royalty-tool";

const path = "/tools/KDP-Royalty-Calculator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads its inputs from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the royalty calculator…</p>}>
        <RoyaltyTool />
      </Suspense>
    </ToolPage>
  );
}
