import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";

const path = "/7-backend-keywords-tool-amazon-kdp";

export const metadata = toolMetadata(path);

export default function Page() {
  return <ToolPage path={path} />;
}
