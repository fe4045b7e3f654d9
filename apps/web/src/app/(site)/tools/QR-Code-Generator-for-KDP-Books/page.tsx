import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { QrCodeTool } from "@/features/tools/qr-code/qr-code-tool";

const path = "/tools/QR-Code-Generator-for-KDP-Books";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* The tool reads its inputs from the URL, which a static page only has in the browser. */}
      <Suspense fallback={<p className="text-slate-700">Loading the QR code generator…</p>}>
        <QrCodeTool />
      </Suspense>
    </ToolPage>
  );
}
