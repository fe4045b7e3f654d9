import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { CategoryFinderTool } from "@/features/tools/category-finder/category-finder-tool";

const path = "/tools/KDP-Kindle-Category-Finder";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The search lives in the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the category finder…</p>}>
        <CategoryFinderTool />
      </Suspense>
    </ToolPage>
  );
}
