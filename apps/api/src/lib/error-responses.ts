import { apiErrorSchema } from "@inkforge/domain/contracts/errors";

/**
 * Response schemas for the error statuses a route documents, e.g. `...errorResponses(400, 429)`.
 * Every error shares one shape, so this only picks which statuses appear in the OpenAPI document.
 */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
