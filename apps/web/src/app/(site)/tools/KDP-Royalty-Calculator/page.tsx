import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { computeInitialRoyalty } from "@/features/tools/royalty/initial-royalty";
import { RoyaltyTool } from "@/features/tools/royalty/royalty-tool";

const path = "/tools/KDP-Royalty-Calculator";

export const metadata = toolMetadata(path);

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <ToolPage path={path}>
      <RoyaltyTool initial={computeInitialRoyalty(await searchParams)} />
    </ToolPage>
  );
}
