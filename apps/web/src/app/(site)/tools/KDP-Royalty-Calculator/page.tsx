import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";

const path = "/tools/KDP-Royalty-Calculator";

export const metadata = toolMetadata(path);

export default function Page() {
  return <ToolPage path={path} />;
}
