import { toSafeRelativePath } from "@inkforge/domain/navigation/safe-redirect";

/*
 * Every redirect target that arrives in a query string (`next`, next-auth's `callbackUrl`) goes
 * through here, so only same-origin relative paths are ever followed (gaps G-20, G-41).
 */

type QueryValue = string | string[] | undefined;

/** Pages that make no sense to return to after signing in; they fall back instead. */
const SIGNED_OUT_PAGES = ["/login", "/register", "/forgot-password", "/reset-password"];

function first(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isSignedOutPage(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return SIGNED_OUT_PAGES.some((page) => pathname === page || pathname === `${page}/`);
}

/**
 * A same-origin relative path from a path or an absolute URL: a URL on `siteOrigin` becomes its
 * path, query and hash; anything else gives `fallback`.
 */
export function toSafePath(value: unknown, siteOrigin: string, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  if (value.startsWith("/")) return toSafeRelativePath(value, fallback);
  try {
    const url = new URL(value);
    if (url.origin !== new URL(siteOrigin).origin) return fallback;
    return toSafeRelativePath(`${url.pathname}${url.search}${url.hash}`, fallback);
  } catch {
    return fallback;
  }
}

/**
 * Where to go after signing in, from the login or register page's query: `next` (ours) first,
 * then `callbackUrl` (set by next-auth when it sends someone to the sign-in page).
 */
export function resolveNextPath(
  query: { next?: QueryValue; callbackUrl?: QueryValue },
  siteOrigin: string,
  fallback = "/",
): string {
  const candidate = first(query.next) ?? first(query.callbackUrl);
  const path = toSafePath(candidate, siteOrigin, fallback);
  return isSignedOutPage(path) ? fallback : path;
}

/** `/login?next=<path>` plus an optional sign-in error code (e.g. SessionRequired). */
export function loginPath(options: { next?: string; error?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.next !== undefined) params.set("next", toSafeRelativePath(options.next, "/"));
  if (options.error) params.set("error", options.error);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}

/**
 * next-auth's `redirect` callback: relative paths and URLs on the site's own origin are kept
 * (as safe paths); anything else goes to the home page.
 */
export function resolveAuthRedirect(url: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  return `${base}${toSafePath(url, base, "/")}`;
}
