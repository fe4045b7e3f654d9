import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { creatorPlanNote } from "@/features/tools/listing-creators/plan-note";
import { TitleCreatorTool } from "@/features/tools/listing-creators/title-creator-tool";

const path = "/kdp-title-creator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <TitleCreatorTool planNote={creatorPlanNote("title-creator")} />
    </ToolPage>
  );
}
