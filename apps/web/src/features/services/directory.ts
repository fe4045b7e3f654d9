import "server-only";
import { publicServiceProvidersSchema } from "@inkforge/domain/contracts/service-directory";
import { connection } from "next/server";
import { cache } from "react";
import { env } from "@/config/env";
import {
  buildServiceCategories,
  type ServiceCategory,
} from "@/features/services/service-categories";
import { serverApi } from "@/lib/api/server-api";

/**
 * The directory as the site shows it: the providers operators entered (decision 0135), linked
 * through the configured marketplace and affiliate id. Read on every render, not from a cache: a
 * provider an operator enters shows on the next page view (decision 0145). If the API cannot be
 * reached the categories show without providers (their empty state) rather than failing the page.
 * `cache` shares one answer between the header and /services within a request.
 */
export const loadServiceDirectory = cache(async (): Promise<ServiceCategory[]> => {
  // A request-time read: the build has no API to ask, and Next's prerender stops here.
  await connection();
  const marketplace = {
    url: env.externalUrls.freelanceMarketplace,
    affiliateParam: env.SERVICES_AFFILIATE_PARAM,
  };
  const result = await serverApi()("GET", "/api/services/providers", {
    schema: publicServiceProvidersSchema,
  });
  if (result.ok) return buildServiceCategories(result.data.providers, marketplace);
  console.error("Service directory could not be loaded", { status: result.status });
  return buildServiceCategories([], marketplace);
});
