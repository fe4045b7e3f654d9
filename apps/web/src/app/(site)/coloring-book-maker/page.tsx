import { randomBytes } from "node:crypto";
import { describeMakerBookChoices } from "@inkforge/domain/books/maker-book-form";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import Link from "next/link";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { Section } from "@/components/layout/section";
import { makerOffer } from "@/features/books/page-book-maker/maker-offer";
import { PageBookMaker } from "@/features/books/page-book-maker/page-book-maker";
import { CheckList } from "@/features/marketing/components/check-list";

// Issue 28: the coloring book maker itself, where a sales page stood (decision 0110).
const path = "/coloring-book-maker";

export const metadata = toolMetadata(path);

export default function ColoringBookMakerPage() {
  return (
    <ToolPage path={path}>
      <PageBookMaker
        kind="coloring-book"
        path={path}
        choices={describeMakerBookChoices("coloring-book")}
        initialSeed={randomBytes(5).toString("hex")}
        initialYear={new Date().getUTCFullYear()}
        offer={makerOffer("coloring-book", [featureIds.coloringBookMaker])}
      />
      <Section id="tips" title="Print tips for coloring books">
        <CheckList
          className="max-w-3xl"
          items={[
            "Every design is original line art with closed regions and lines of at least 1 pt, kept clear of the gutter.",
            "Single-sided books put a blank page behind each design, so markers never spoil the next one.",
            "Blank backs count toward your page count and printing cost, so check the price with the royalty calculator.",
            "Make the cover for your final page count: the spine width depends on it.",
          ]}
        />
        <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link
            href="/tools/KDP-Royalty-Calculator"
            className="font-semibold text-ink-700 underline"
          >
            Check your royalty
          </Link>
        </p>
      </Section>
    </ToolPage>
  );
}
