import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";

const path = "/kdp-price-checker";

export const metadata = toolMetadata(path);

export default function Page() {
  return <ToolPage path={path} />;
}
