import { randomBytes } from "node:crypto";
import { describeMakerBookChoices } from "@inkforge/domain/books/maker-book-form";
import { activityTypes, catalogueClaims } from "@inkforge/domain/catalogue/claims";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { Section } from "@/components/layout/section";
import { makerOffer } from "@/features/books/page-book-maker/maker-offer";
import { PageBookMaker } from "@/features/books/page-book-maker/page-book-maker";

// Issue 28: the activity book maker itself, where a sales page stood (decision 0110).
const path = "/tools/v2";

export const metadata = toolMetadata(path);

export default function ActivityBookMakerPage() {
  // Choices are computed here and handed over as plain data, so the first load carries neither the
  // generators nor zod (decision 0100). A fresh seed per visit.
  return (
    <ToolPage path={path}>
      <PageBookMaker
        kind="activity-book"
        path={path}
        choices={describeMakerBookChoices("activity-book")}
        initialSeed={randomBytes(5).toString("hex")}
        initialYear={new Date().getUTCFullYear()}
        offer={makerOffer("activity-book", [featureIds.puzzleToolsV2, featureIds.puzzleMegaBundle])}
      />
      <Section
        id="types"
        title={`${catalogueClaims.activityTypes.display} activity types`}
        intro="Each age band changes the size of the type, the weight of the lines and how hard the activity is; every activity with an answer gets one at the back."
      >
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {activityTypes.map((type) => (
            <li key={type} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
              {type}
            </li>
          ))}
        </ul>
      </Section>
    </ToolPage>
  );
}
