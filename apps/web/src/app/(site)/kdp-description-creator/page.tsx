import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { DescriptionCreatorTool } from "@/features/tools/listing-creators/description-creator-tool";
import { creatorPlanNote } from "@/features/tools/listing-creators/plan-note";

const path = "/kdp-description-creator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <DescriptionCreatorTool planNote={creatorPlanNote("description-creator")} />
    </ToolPage>
  );
}
