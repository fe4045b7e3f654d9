import { randomBytes } from "node:crypto";
import { describePuzzleBookChoices } from "@inkforge/domain/books/puzzle-book-choices";
import { FREE_SAMPLE_MAX_PUZZLES } from "@inkforge/domain/books/puzzle-book-request";
import { getToolByPathOrThrow } from "@inkforge/domain/catalogue/tools";
import { productsOfOffer } from "@inkforge/domain/shop/catalogue";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import { formatPrice } from "@inkforge/domain/shop/money";
import { toolGate } from "@inkforge/domain/shop/tool-access";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { PuzzleMaker, type PuzzleOffer } from "@/features/books/puzzle-maker/puzzle-maker";

const path = "/puzzle-book-maker";

export const metadata = toolMetadata(path);

/** The products sold on their own that include the maker, with their lifetime prices. */
function puzzleOffer(): PuzzleOffer {
  const tool = getToolByPathOrThrow(path);
  const gate = toolGate(tool);
  const products = [featureIds.puzzleToolsV1, featureIds.puzzleMegaBundle].flatMap((offerId) => {
    const product = productsOfOffer(offerId).find((p) => p.billingPeriod === "lifetime");
    return product
      ? [
          {
            title: product.offerTitle,
            price: `${formatPrice(product.priceCents, { trimWholeDollars: true })} one-time`,
            href: checkoutHref(offerId, "lifetime", { next: path }),
          },
        ]
      : [];
  });
  return { item: gate.item, plans: [...gate.plans], products, sampleMax: FREE_SAMPLE_MAX_PUZZLES };
}

export default function Page() {
  // The form's and the generators' data are computed here and handed over as plain data, so the
  // page's first load carries neither (decision 0100). A fresh seed per visit; the author can
  // type an old one to rebuild a book.
  return (
    <ToolPage path={path}>
      <PuzzleMaker
        choices={describePuzzleBookChoices()}
        initialSeed={randomBytes(5).toString("hex")}
        initialYear={new Date().getUTCFullYear()}
        offer={puzzleOffer()}
      />
    </ToolPage>
  );
}
