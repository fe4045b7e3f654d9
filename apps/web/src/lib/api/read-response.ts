import type { ApiFailure, ApiResult } from "@/lib/api/api-call";

/*
 * Every capability client reads its answers with the domain's zod contract, the one the API
 * serialises with, so a page never renders a half-read body. The contract is imported on the
 * first call rather than with the page: zod's runtime is about 25 KB of gzip, and the research and
 * tracker pages keep their first paint under the page budget (decisions 0054, 0087 and 0105). The
 * import starts beside the request, so it costs no extra round trip.
 */

/** What the clients need of a zod schema (its output type); structural, so no zod import here. */
export type ResponseSchema<T> = { parse(data: unknown): T };

function failure(status: number | null, message: string): ApiFailure {
  return { ok: false, status, code: null, message, details: [], retryAfterSeconds: null };
}

/**
 * The answer read with `schema` (loaded lazily): a mismatch, or a contract that could not be
 * loaded, is a failure naming the service, never a value with holes.
 */
export async function readResponse<T>(
  pending: Promise<ApiResult<unknown>>,
  loadSchema: () => Promise<ResponseSchema<T>>,
  service: string,
): Promise<ApiResult<T>> {
  const schema = loadSchema().catch(() => null);
  const answer = await pending;
  if (!answer.ok) return answer;
  const contract = await schema;
  if (!contract)
    return failure(null, "Part of this page could not be loaded. Reload the page to try again.");
  try {
    return { ok: true, status: answer.status, data: contract.parse(answer.data) };
  } catch {
    return failure(
      answer.status,
      `The ${service} answered in a form this page cannot read. Try again, or reload the page.`,
    );
  }
}
