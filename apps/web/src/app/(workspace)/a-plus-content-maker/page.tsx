import { getToolByPathOrThrow } from "@inkforge/domain/catalogue/tools";
import { productsOfOffer } from "@inkforge/domain/shop/catalogue";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import { formatPrice } from "@inkforge/domain/shop/money";
import { toolGate } from "@inkforge/domain/shop/tool-access";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { PlanIncludedLine } from "@/features/shop/plan-included-line";
import type { APlusOffer } from "@/features/tools/a-plus-maker/a-plus-maker";
import { APlusMakerLoader } from "@/features/tools/a-plus-maker/a-plus-maker-loader";

const path = "/a-plus-content-maker";

export const metadata = toolMetadata(path);

/** The plans with the maker in full and the Creative Bundle's lifetime offer (decision 0114). */
function creativeOffer(): APlusOffer {
  const gate = toolGate(getToolByPathOrThrow(path));
  const product = productsOfOffer(featureIds.creativeBundle).find(
    (p) => p.billingPeriod === "lifetime",
  );
  return {
    plans: [...gate.plans],
    bundleHref: checkoutHref(featureIds.creativeBundle, "lifetime", { next: path }),
    bundlePrice: product
      ? `${formatPrice(product.priceCents, { trimWholeDollars: true })} one-time`
      : "",
  };
}

export default function Page() {
  return (
    <ToolPage
      path={path}
      memberLine={<PlanIncludedLine gate={toolGate(getToolByPathOrThrow(path))} />}
    >
      <APlusMakerLoader offer={creativeOffer()} />
    </ToolPage>
  );
}
