import "server-only";
import { categories } from "@inkforge/domain/catalogue/categories";
import { EXTENSION_PATH } from "@inkforge/domain/catalogue/external-urls";
import { getToolsByCategory, toCatalogueEntry } from "@inkforge/domain/catalogue/tools";
import {
  AUTHOR_PAGE_BUILDER_POPUP_LINK,
  AUTHOR_PAGE_EDITOR_PATH,
} from "@inkforge/domain/promotions/campaign-rules";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import { env } from "@/config/env";

export type NavLink = {
  label: string;
  href: string;
  external?: boolean;
  flair?: string;
  /** Once the signed-in user owns `featureId`, the link goes to `href` instead (NAV-21). */
  whenOwned?: { featureId: string; href: string };
};

export type NavCategory = {
  name: string;
  href: string;
  summary: string;
  tools: NavLink[];
};

export type NavData = {
  categories: NavCategory[];
  /** The top-level items after the Tools menu, in the spec's order. */
  primary: NavLink[];
};

/** Everything the header menus render, resolved on the server so client menus get plain data. */
export function getNavData(): NavData {
  const urls = env.externalUrls;
  return {
    categories: categories.map((category) => ({
      name: category.name,
      href: category.path,
      summary: category.summary,
      tools: getToolsByCategory(category.id).map((tool) => {
        const entry = toCatalogueEntry(tool, urls);
        return {
          label: entry.item,
          href: entry.productLink,
          external: entry.openInNewTab ?? false,
          flair: entry.flair,
        };
      }),
    })),
    primary: [
      { label: "Services", href: "/services" },
      { label: "Pricing", href: "/pricing" },
      { label: "ARC Reviews", href: "/arc-reviews" },
      {
        // The checkout until the feature is owned, then the members' page (NAV-21, G-28).
        label: "Hot KDP Niches",
        href: checkoutHref(featureIds.hotNiches, "month"),
        whenOwned: { featureId: featureIds.hotNiches, href: "/hot-niches" },
      },
      { label: "All-In-One Extension", href: EXTENSION_PATH },
      {
        // The product page until the feature is owned, then the editor (issue 30, decision 0130).
        label: "Author Page Builder",
        href: AUTHOR_PAGE_BUILDER_POPUP_LINK,
        flair: "New",
        whenOwned: { featureId: featureIds.authorPageBuilder, href: AUTHOR_PAGE_EDITOR_PATH },
      },
    ],
  };
}
