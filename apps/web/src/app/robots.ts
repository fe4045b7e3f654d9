import type { MetadataRoute } from "next";
import { site } from "@/config/site";

/**
 * Pages a crawler has no business in: the account and its dashboard, the web server's API routes,
 * and the purchase flow (checkout and payment results). Everything else may be crawled; the
 * sitemap lists what is worth it.
 */
const PRIVATE_PATHS = [
  "/me",
  "/dashboard",
  "/api/",
  "/checkout",
  "/payment-success",
  "/payment-failed",
] as const;

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...PRIVATE_PATHS] },
    sitemap: new URL("/sitemap.xml", site.url).toString(),
  };
}
