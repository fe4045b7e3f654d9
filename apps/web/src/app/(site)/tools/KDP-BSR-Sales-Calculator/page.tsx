import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { BsrSalesTool } from "@/features/tools/bsr-sales/bsr-sales-tool";

const path = "/tools/KDP-BSR-Sales-Calculator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <BsrSalesTool />
    </ToolPage>
  );
}
