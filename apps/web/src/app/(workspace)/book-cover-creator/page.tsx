import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { BookCoverDesignerLoader } from "@/features/tools/book-cover-designer/book-cover-designer-loader";

const path = "/book-cover-creator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    // Designs (with their images) stay in the browser and in design files (decision 0073).
    <ToolPage path={path} savedTo="browser">
      <BookCoverDesignerLoader />
    </ToolPage>
  );
}
