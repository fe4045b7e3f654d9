import { penNameCountryLists } from "@inkforge/domain/tools/pen-name/data/index";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { PenNameTool } from "@/features/tools/pen-name/pen-name-tool";

const path = "/tools/Pen-Name-Generator";

export const metadata = toolMetadata(path);

export default function Page() {
  return (
    <ToolPage path={path}>
      {/* Only the countries' names and sources reach the browser; the name lists load with
          the generator (decision 0054). */}
      <PenNameTool
        countries={penNameCountryLists.map(({ code, name, sources }) => ({
          code,
          name,
          sources,
        }))}
      />
    </ToolPage>
  );
}
