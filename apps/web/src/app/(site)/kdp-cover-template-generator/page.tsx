import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { CoverTemplateTool } from "@/features/tools/cover-template/cover-template-tool";
import { computeInitialCoverTemplate } from "@/features/tools/cover-template/initial-template";

const path = "/kdp-cover-template-generator";

export const metadata = toolMetadata(path);

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <ToolPage path={path}>
      <CoverTemplateTool initialTemplate={computeInitialCoverTemplate(await searchParams)} />
    </ToolPage>
  );
}
