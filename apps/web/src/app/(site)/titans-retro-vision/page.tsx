import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";

const path = "/titans-retro-vision";

export const metadata = toolMetadata(path);

export default function Page() {
  return <ToolPage path={path} />;
}
