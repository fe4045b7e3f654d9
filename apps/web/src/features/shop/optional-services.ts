import "server-only";
import { NO_OPTIONAL_SERVICES, type OptionalServices } from "@inkforge/domain/shop/feature-matrix";
import { translationStatusSchema } from "@inkforge/domain/tools/bookdata-translate/bookdata-translate";
import { serverApi } from "@/lib/api/server-api";

/**
 * Which outside services the API has, for the pages that sell: a product whose service is not
 * set up is not sold or listed. When the API cannot be asked, nothing optional is listed: a plan
 * must never promise a tool that may not work.
 */
export async function readOptionalServices(): Promise<OptionalServices> {
  const translation = await serverApi()("GET", "/api/tools/bookdata-translate", {
    schema: translationStatusSchema,
  });
  if (!translation.ok) return NO_OPTIONAL_SERVICES;
  return { translation: translation.data.configured };
}
