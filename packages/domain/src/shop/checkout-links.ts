import { toSafeRelativePath } from "../navigation/safe-redirect";

/*
 * Every link of the purchase flow in one place: into the checkout, and the `success` / `fail`
 * paths the API sends buyers back to. Plain functions without zod: the header and the marketing
 * pages use them too.
 */

/** The `type` of a checkout link: the paid billing periods. */
export type CheckoutPeriod = "month" | "year" | "lifetime";

/** The only special offer a checkout link can name (the server re-checks eligibility). */
export const NEW_MEMBER_OFFER = "new-member";
export type CheckoutOffer = typeof NEW_MEMBER_OFFER;

export type CheckoutLinkExtras = {
  offer?: CheckoutOffer | null;
  /** Where the buyer came from; /payment-success links back to it. */
  next?: string | null;
};

/** `/checkout/v3?product=pro&type=month[&offer=new-member][&next=%2Fpricing]`. */
export function checkoutHref(
  product: string,
  period?: CheckoutPeriod | null,
  extras: CheckoutLinkExtras = {},
): string {
  const params = new URLSearchParams({ product });
  if (period) params.set("type", period);
  if (extras.offer) params.set("offer", extras.offer);
  const next = extras.next ? toSafeRelativePath(extras.next, "") : "";
  if (next) params.set("next", next);
  return `/checkout/v3?${params.toString()}`;
}

/** `/payment-success?next=<encoded path>` (ROUTE-43, PAY-11); `next` falls back to /me. */
export function paymentSuccessPath(next: string | null | undefined): string {
  const params = new URLSearchParams({ next: toSafeRelativePath(next, "/me") });
  return `/payment-success?${params.toString()}`;
}

/** Why a payment did not complete, as /payment-failed explains it. */
export const failureReasons = ["cancelled", "declined", "error"] as const;
export type FailureReason = (typeof failureReasons)[number];

export type FailedPathInput = {
  /** What to retry: an offer or product id, with its period when it has several. */
  product: string;
  period?: CheckoutPeriod | null;
  offer?: CheckoutOffer | null;
  next?: string | null;
  reason?: FailureReason;
};

/**
 * `/payment-failed?product=pro&type=month…`: what the retry link needs. The provider's cancel
 * page adds `reason` itself; the site adds `reason=error` when a payment step fails here.
 */
export function paymentFailedPath(input: FailedPathInput): string {
  const params = new URLSearchParams({ product: input.product });
  if (input.period) params.set("type", input.period);
  if (input.offer) params.set("offer", input.offer);
  const next = input.next ? toSafeRelativePath(input.next, "") : "";
  if (next) params.set("next", next);
  if (input.reason) params.set("reason", input.reason);
  return `/payment-failed?${params.toString()}`;
}

type QueryValue = string | string[] | undefined | null;

function values(raw: QueryValue): string[] {
  if (raw === undefined || raw === null) return [];
  return Array.isArray(raw) ? raw : [raw];
}

/**
 * The reason of a /payment-failed query. When a reason was appended to a path that had one
 * already, the last known value wins; "canceled" (US spelling) is accepted.
 */
export function readFailureReason(raw: QueryValue): FailureReason | null {
  const known = values(raw)
    .map((value) => value.trim().toLowerCase())
    .map((value) => (value === "canceled" ? "cancelled" : value))
    .filter((value): value is FailureReason =>
      (failureReasons as readonly string[]).includes(value),
    );
  return known.at(-1) ?? null;
}

/** The first value of a query parameter. */
export function firstQueryValue(raw: QueryValue): string | undefined {
  return values(raw)[0];
}

/** A checkout period from a query value, or null. */
export function readCheckoutPeriod(raw: QueryValue): CheckoutPeriod | null {
  const value = firstQueryValue(raw);
  return value === "month" || value === "year" || value === "lifetime" ? value : null;
}

/** The offer of a query value, or null. */
export function readCheckoutOffer(raw: QueryValue): CheckoutOffer | null {
  return firstQueryValue(raw) === NEW_MEMBER_OFFER ? NEW_MEMBER_OFFER : null;
}

const FLOW_PAGES = [
  "/checkout",
  "/payment-success",
  "/payment-failed",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
];

/** True for pages a buyer should never be sent "back" to after paying. */
export function isPurchaseFlowPage(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return FLOW_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * The page a buyer came from, as a same-site path: the `Referer` header when it is on this
 * host and not itself a checkout, payment or sign-in page; otherwise null.
 */
export function pathFromReferer(
  referer: string | null | undefined,
  host: string | null | undefined,
): string | null {
  if (!referer || !host) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.host !== host) return null;
  const path = toSafeRelativePath(`${url.pathname}${url.search}`, "");
  if (!path || isPurchaseFlowPage(path)) return null;
  return path;
}

/**
 * Where a buyer goes back to after paying: the checkout link's own `next` (kept across the sign-in
 * detour), else the page that linked to the checkout, else `fallback`.
 */
export function resolveReturnTo(input: {
  next: QueryValue;
  referer: string | null | undefined;
  host: string | null | undefined;
  fallback: string;
}): string {
  const next = toSafeRelativePath(firstQueryValue(input.next), "");
  if (next && !isPurchaseFlowPage(next)) return next;
  return pathFromReferer(input.referer, input.host) ?? input.fallback;
}
