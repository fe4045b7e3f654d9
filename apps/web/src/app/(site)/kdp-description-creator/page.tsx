import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { DescriptionCreatorTool } from "@/features/tools/listing-creators/description-creator-tool";
import { creatorPlanNote } from "@/features/tools/listing-creators/plan-note";

const path = "/kdp-description-creator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads its brief from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the description creator…</p>}>
        <DescriptionCreatorTool planNote={creatorPlanNote("description-creator")} />
      </Suspense>
    </ToolPage>
  );
}
