import { planTiers } from "@inkforge/domain/shop/enums";
import { entryLimit, getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { BookDataTranslateTool } from "@/features/tools/bookdata-translate/bookdata-translate-tool";

const path = "/kdp-bookdata-translator";

export const metadata = toolMetadata(path);

/** Which plans include the translator, read from the feature matrix the API enforces. */
function planNote(): string {
  const row = getCapabilityOrThrow("book-data-translator");
  const limited = planTiers.filter(
    (tier) =>
      entryLimit(row.availability[tier]) !== null && entryLimit(row.availability[tier])! > 0,
  );
  const unlimited = planTiers.filter((tier) => entryLimit(row.availability[tier]) === null);
  const parts = [
    ...limited.map((tier) => `${tier}: ${entryLimit(row.availability[tier])} translations a day`),
    unlimited.length > 0 ? `${unlimited.join(" and ")}: no daily limit` : "",
  ].filter(Boolean);
  return `Included in ${parts.join("; ")}.`;
}

export default function Page() {
  return (
    <ToolPage path={path}>
      <BookDataTranslateTool planNote={planNote()} />
    </ToolPage>
  );
}
