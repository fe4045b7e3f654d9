import type { AffiliateDetails, AffiliateRegion } from "@inkforge/domain/affiliate/contract";
import type { ApiCaller } from "@/lib/api/api-call";
import { readResponse } from "@/lib/api/read-response";

/*
 * The member's affiliate account as the browser calls it (spec §7.6), read with the affiliate
 * contract. The contract loads with the first call: the signed-in steps that use it are loaded
 * after the page (SessionStart), so no page's first load carries zod.
 */

const SERVICE = "affiliate service";
const contracts = () => import("@inkforge/domain/affiliate/contract");

export function createAffiliateClient(call: ApiCaller) {
  return {
    /** 404 when the member has no affiliate account yet. */
    details: () =>
      readResponse<AffiliateDetails>(
        call("GET", "/api/v1/affiliate"),
        async () => (await contracts()).affiliateDetailsSchema,
        SERVICE,
      ),
    region: () =>
      readResponse<AffiliateRegion>(
        call("GET", "/api/v1/affiliate/region"),
        async () => (await contracts()).affiliateRegionSchema,
        SERVICE,
      ),
    /** Refused with REGION_UNAVAILABLE or REGION_CHECK_FAILED when the region does not allow it. */
    create: () =>
      call("POST", "/api/v1/affiliate/create", { headers: { "content-type": "application/json" } }),
  };
}
