import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";

const path = "/tools/QR-Code-Generator-for-KDP-Books";

export const metadata = toolMetadata(path);

export default function Page() {
  return <ToolPage path={path} />;
}
