import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";

const path = "/kdp-description-creator";

export const metadata = toolMetadata(path);

export default function Page() {
  return <ToolPage path={path} />;
}
