import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { BsrSalesTool } from "@/features/tools/bsr-sales/bsr-sales-tool";

const path = "/tools/KDP-BSR-Sales-Calculator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads its inputs from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the BSR sales calculator…</p>}>
        <BsrSalesTool />
      </Suspense>
    </ToolPage>
  );
}
