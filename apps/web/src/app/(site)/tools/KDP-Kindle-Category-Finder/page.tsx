import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { CategoryFinderTool } from "@/features/tools/category-finder/category-finder-tool";

const path = "/tools/KDP-Kindle-Category-Finder";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <CategoryFinderTool />
    </ToolPage>
  );
}
