import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { creatorPlanNote } from "@/features/tools/listing-creators/plan-note";
import { TitleCreatorTool } from "@/features/tools/listing-creators/title-creator-tool";

const path = "/kdp-title-creator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads its brief from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the title creator…</p>}>
        <TitleCreatorTool planNote={creatorPlanNote("title-creator")} />
      </Suspense>
    </ToolPage>
  );
}
