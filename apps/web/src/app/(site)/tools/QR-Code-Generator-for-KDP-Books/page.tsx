import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { QrCodeTool } from "@/features/tools/qr-code/qr-code-tool";

const path = "/tools/QR-Code-Generator-for-KDP-Books";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <QrCodeTool />
    </ToolPage>
  );
}
