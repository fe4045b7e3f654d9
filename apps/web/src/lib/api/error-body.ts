import type { ApiErrorDetail } from "@inkforge/domain/contracts/errors";

/*
 * Reading the API's error answer (`code`, `details`, `Retry-After`), shared by the JSON caller
 * (api-call.ts) and the byte requests (raw-request.ts). Checked by hand: every page that calls
 * the API loads this file, and a zod schema here would put zod's runtime (about 25 KB of gzip)
 * on all of them (decision 0054).
 */

const isDetail = (value: unknown): value is ApiErrorDetail =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ApiErrorDetail).path === "string" &&
  typeof (value as ApiErrorDetail).message === "string";

/** The error body's `code` and `details`; anything else reads as none. */
export function readErrorBody(body: unknown): { code: string | null; details: ApiErrorDetail[] } {
  if (typeof body !== "object" || body === null) return { code: null, details: [] };
  const { code, details } = body as { code?: unknown; details?: unknown };
  const validDetails = details === undefined || (Array.isArray(details) && details.every(isDetail));
  if ((code !== undefined && typeof code !== "string") || !validDetails)
    return { code: null, details: [] };
  return { code: code ?? null, details: (details as ApiErrorDetail[] | undefined) ?? [] };
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
