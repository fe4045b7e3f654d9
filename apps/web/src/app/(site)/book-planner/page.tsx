import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { BookPlannerTool } from "@/features/tools/book-planner/book-planner-tool";

const path = "/book-planner";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <BookPlannerTool />
    </ToolPage>
  );
}
