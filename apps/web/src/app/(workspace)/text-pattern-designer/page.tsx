import { PATTERN_DESIGNER_PATH } from "@inkforge/domain/catalogue/external-urls";
import { getToolByPathOrThrow } from "@inkforge/domain/catalogue/tools";
import { productsOfOffer } from "@inkforge/domain/shop/catalogue";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import { formatPrice } from "@inkforge/domain/shop/money";
import { toolGate } from "@inkforge/domain/shop/tool-access";
import { ToolPage, toolMetadata } from "@/app/_tool-page/tool-page";
import { PlanIncludedLine } from "@/features/shop/plan-included-line";
import type { PatternOffer } from "@/features/tools/text-pattern-designer/text-pattern-designer";
import { TextPatternDesignerLoader } from "@/features/tools/text-pattern-designer/text-pattern-designer-loader";

const path = PATTERN_DESIGNER_PATH;

export const metadata = toolMetadata(path);

function creativeOffer(): PatternOffer {
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
      <TextPatternDesignerLoader offer={creativeOffer()} />
    </ToolPage>
  );
}
