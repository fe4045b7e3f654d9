import { publicEnv } from "@/config/public-env";
import { type ApiCaller, createApiCaller } from "@/lib/api/api-call";

/**
 * The browser's one JSON caller of the API. Capability clients (`*-client.ts`) and the hooks are
 * built on it; a feature never makes its own. With a token every call carries it as
 * `Authorization: Bearer`. `retries: 0` for a call that must not be sent twice (a run that uses
 * the plan's quota).
 */
export function browserApi(
  token?: string | null,
  options: { retries?: number; timeoutMs?: number } = {},
): ApiCaller {
  return createApiCaller({ baseUrl: publicEnv.apiUrl, token: token ?? undefined, ...options });
}
