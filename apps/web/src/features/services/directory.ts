import "server-only";
import { publicServiceProvidersSchema } from "@inkforge/domain/contracts/service-directory";
import { env } from "@/config/env";
import {
  buildServiceCategories,
  type ServiceCategory,
} from "@/features/marketing/service-categories";

/** How long the web server serves the providers from its cache before asking the API again. */
const DIRECTORY_REVALIDATE_SECONDS = 60;

/**
 * The directory as the site shows it: the providers operators entered (decision 0135), linked
 * through the configured marketplace and affiliate id. If the API cannot be reached the
 * categories show without providers (their empty state) rather than failing the page.
 */
export async function loadServiceDirectory(): Promise<ServiceCategory[]> {
  const marketplace = {
    url: env.externalUrls.freelanceMarketplace,
    affiliateParam: env.SERVICES_AFFILIATE_PARAM,
  };
  try {
    const response = await fetch(`${env.API_URL}/api/services/providers`, {
      next: { revalidate: DIRECTORY_REVALIDATE_SECONDS, tags: ["service-providers"] },
    });
    const parsed = response.ok
      ? publicServiceProvidersSchema.safeParse(await response.json())
      : null;
    if (parsed?.success) return buildServiceCategories(parsed.data.providers, marketplace);
    console.error("Service directory answer unusable", { status: response.status });
  } catch (error) {
    console.error("Service directory could not be loaded", { error });
  }
  return buildServiceCategories([], marketplace);
}
