import { randomBytes } from "node:crypto";
import { describeMakerBookChoices } from "@inkforge/domain/books/maker-book-form";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { makerOffer } from "@/features/books/page-book-maker/maker-offer";
import { PageBookMaker } from "@/features/books/page-book-maker/page-book-maker";

// Issue 28: the low-content book creator the catalogue links to (decision 0110).
const path = "/low-content-book-maker";

export const metadata = toolMetadata(path);

export default function LowContentBookMakerPage() {
  return (
    <ToolPage path={path}>
      <PageBookMaker
        kind="low-content-book"
        path={path}
        choices={describeMakerBookChoices("low-content-book")}
        initialSeed={randomBytes(5).toString("hex")}
        initialYear={new Date().getUTCFullYear()}
        offer={makerOffer("low-content-book", [])}
      />
    </ToolPage>
  );
}
