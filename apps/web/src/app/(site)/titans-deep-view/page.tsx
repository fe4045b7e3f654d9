import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";

const path = "/titans-deep-view";

export const metadata = toolMetadata(path);

export default function Page() {
  return <ToolPage path={path} />;
}
