import { Suspense } from "react";
import { ToolPage, toolMetadata } from "@/features/catalogue/tool-page";
import { PenNameTool } from "@/features/tools/pen-name/pen-name-tool";

const path = "/tools/Pen-Name-Generator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      <Suspense>
        <PenNameTool />
      </Suspense>
    </ToolPage>
  );
}
