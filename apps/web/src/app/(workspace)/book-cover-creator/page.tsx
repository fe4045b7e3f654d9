import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { BookCoverDesignerLoader } from "@/features/tools/book-cover-designer/book-cover-designer-loader";

const path = "/book-cover-creator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    // Designs are saved to the account (decision 0113); the browser keeps the last one as well.
    <ToolPage path={path} savedTo="account">
      <BookCoverDesignerLoader />
    </ToolPage>
  );
}
