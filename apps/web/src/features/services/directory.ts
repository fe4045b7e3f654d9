import "server-only";
import { env } from "@/config/env";
import {
  buildServiceCategories,
  type ServiceCategory,
} from "@/features/marketing/service-categories";

/** The directory as the site shows it: links through the configured marketplace and affiliate id. */
export function loadServiceDirectory(): ServiceCategory[] {
  return buildServiceCategories({
    url: env.externalUrls.freelanceMarketplace,
    affiliateParam: env.SERVICES_AFFILIATE_PARAM,
  });
}
