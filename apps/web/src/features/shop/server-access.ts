import "server-only";
import { featureAccessSchema } from "@inkforge/domain/contracts/shop";
import { serverApi } from "@/lib/api/server-api";

/** What the API says about one feature for the session's user. */
export type FeatureAccessCheck = "granted" | "denied" | "revoked" | "unavailable";

/**
 * The server-side entitlement check of a gated page: `GET /api/fc/<feature id>` with the
 * session's bearer token (spec 7.12). The answer decides on the server, before any content is
 * sent; an API that cannot answer is "unavailable" (the page fails closed).
 */
export async function checkFeatureAccess(
  apiToken: string,
  featureId: string,
): Promise<FeatureAccessCheck> {
  const result = await serverApi({ token: apiToken })(
    "GET",
    `/api/fc/${encodeURIComponent(featureId)}`,
    { schema: featureAccessSchema },
  );
  if (result.ok) return result.data.access ? "granted" : "denied";
  if (result.status === 401) return "revoked";
  console.error("Feature access check failed", {
    featureId,
    status: result.status,
    error: result.message,
  });
  return "unavailable";
}
