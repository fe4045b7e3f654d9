import { BLOCKED_AFFILIATE_COUNTRIES } from "../constants";
import { DAY_MS } from "../time-units";

/*
 * The affiliate programme's rules (issue 15, decision 0057), pure: the caller passes `now` and
 * the data. The API applies them to its ledger; the pages only render their results.
 */

/** `<site>/?ref=<affiliate id>` on any page records a click. */
export const REFERRAL_QUERY_PARAM = "ref";

/** First-click attribution lasts this long after the click (written on the affiliate page). */
export const ATTRIBUTION_WINDOW_DAYS = 30;

/** The browser cookie holding the click id the server gave for the first referral click. */
export const ATTRIBUTION_COOKIE = "inkforge_ref";

export type RegionDecision = "available" | "blocked" | "unknown";

/** Spec §5: NG is refused; a missing country means the feature is unavailable (G-27). */
export function decideAffiliateRegion(country: string | null | undefined): RegionDecision {
  if (!country) return "unknown";
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return "unknown";
  return (BLOCKED_AFFILIATE_COUNTRIES as readonly string[]).includes(code)
    ? "blocked"
    : "available";
}

/** When a click stops attributing: exactly 30 days after it, exclusive. */
export function attributionEndsAt(clickedAt: Date): Date {
  return new Date(clickedAt.getTime() + ATTRIBUTION_WINDOW_DAYS * DAY_MS);
}

/** Whether something that happened `at` falls inside the click's window (start inclusive). */
export function isWithinAttributionWindow(clickedAt: Date, at: Date): boolean {
  const t = at.getTime();
  return t >= clickedAt.getTime() && t < attributionEndsAt(clickedAt).getTime();
}

export type AttributionCandidate = {
  affiliateId: number;
  affiliateUserId: string;
  clickedAt: Date;
  /** The signed-in account that followed the link, when the click came with one. */
  clickedBy?: { userId: string; email: string | undefined } | null;
};

/*
 * Email comparison for self-referral (issue 24, decision 0078). An affiliate registering
 * `pro+alt@…` or `p.ro@…` under their own click earned on their own purchases. Two keys:
 * `normalizeEmail` follows what providers really deliver to the same inbox (case, a `+tag`,
 * dots where the provider ignores them, googlemail = gmail); `looseEmailKey` also ignores dots
 * at every provider, which may be a different person, so a match there only holds a commission
 * for review.
 */

/** Providers that deliver `a.b@` and `ab@` to the same inbox, with the domain they stand for. */
const DOT_BLIND_DOMAINS: Readonly<Record<string, string>> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

function splitEmail(email: string): { local: string; domain: string } | null {
  const trimmed = email.trim().normalize("NFKC").toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at < 1 || at === trimmed.length - 1) return null;
  return { local: trimmed.slice(0, at), domain: trimmed.slice(at + 1).replace(/\.$/, "") };
}

/** The inbox an address reaches: lower case, no `+tag`, no dots at dot-blind providers. */
export function normalizeEmail(email: string): string {
  const parts = splitEmail(email);
  if (!parts) return email.trim().toLowerCase();
  const canonical = DOT_BLIND_DOMAINS[parts.domain];
  const untagged = parts.local.split("+")[0] || parts.local;
  const local = canonical ? untagged.replaceAll(".", "") : untagged;
  return `${local}@${canonical ?? parts.domain}`;
}

/** `normalizeEmail` with dots ignored at every provider: a likely alias, not a certain one. */
export function looseEmailKey(email: string): string {
  const normal = normalizeEmail(email);
  const at = normal.lastIndexOf("@");
  return at < 1 ? normal : `${normal.slice(0, at).replaceAll(".", "")}${normal.slice(at)}`;
}

/**
 * Why a commission is held for review instead of earning: the buyer's email reaches the
 * affiliate's inbox (`buyer-email-alias`) or looks like it (`buyer-email-similar`), or the link
 * was followed by the affiliate's own account (`affiliate-clicked`) or by an account whose
 * email is the affiliate's (`click-account-alias`).
 */
export type HoldReason =
  | "buyer-email-alias"
  | "buyer-email-similar"
  | "affiliate-clicked"
  | "click-account-alias";

function holdReasonOf(
  click: AttributionCandidate,
  buyerEmail: string,
  affiliateEmail: string | undefined,
): HoldReason | null {
  if (click.clickedBy?.userId === click.affiliateUserId) return "affiliate-clicked";
  if (affiliateEmail === undefined) return null;
  if (normalizeEmail(buyerEmail) === normalizeEmail(affiliateEmail)) return "buyer-email-alias";
  const clickEmail = click.clickedBy?.email;
  if (clickEmail !== undefined && normalizeEmail(clickEmail) === normalizeEmail(affiliateEmail)) {
    return "click-account-alias";
  }
  if (looseEmailKey(buyerEmail) === looseEmailKey(affiliateEmail)) return "buyer-email-similar";
  return null;
}

export type AttributionInput = {
  /** The click the order itself carried (the tracking value the server resolved), if any. */
  orderClick: AttributionCandidate | null;
  /** The click the buyer signed up under, if any. */
  signupClick: AttributionCandidate | null;
  buyer: { userId: string; email: string };
  /** The affiliate's own email, to refuse self-referral through a second account. */
  affiliateEmailOf: (affiliateUserId: string) => string | undefined;
  /** When the order was placed. */
  orderedAt: Date;
};

export type Attribution =
  | {
      attributed: true;
      affiliateId: number;
      via: "order-click" | "signup";
      /** Set when the commission must wait for a person's review (decision 0078). */
      hold: HoldReason | null;
    }
  | { attributed: false; reason: "none" | "expired" | "self-referral" };

/**
 * Which affiliate an order earns for: the click the order carried, else the click the buyer signed
 * up under, each only inside its 30-day window; never the buyer themself (same account or email),
 * and held for review when the buyer or the clicking account looks like the affiliate.
 */
export function attributeOrder(input: AttributionInput): Attribution {
  let sawExpired = false;
  const candidates = [
    { click: input.orderClick, via: "order-click" as const },
    { click: input.signupClick, via: "signup" as const },
  ];
  for (const { click, via } of candidates) {
    if (!click) continue;
    if (!isWithinAttributionWindow(click.clickedAt, input.orderedAt)) {
      sawExpired = true;
      continue;
    }
    const affiliateEmail = input.affiliateEmailOf(click.affiliateUserId);
    if (
      click.affiliateUserId === input.buyer.userId ||
      (affiliateEmail !== undefined &&
        affiliateEmail.toLowerCase() === input.buyer.email.toLowerCase())
    ) {
      return { attributed: false, reason: "self-referral" };
    }
    return {
      attributed: true,
      affiliateId: click.affiliateId,
      via,
      hold: holdReasonOf(click, input.buyer.email, affiliateEmail),
    };
  }
  return { attributed: false, reason: sawExpired ? "expired" : "none" };
}

export type CommissionRates = {
  /** Basis points of the amount paid (3000 = 30%). */
  defaultBasisPoints: number;
  /** Per product id, where set. */
  perProduct: Readonly<Record<string, number>>;
};

export type CommissionLine = { productId: string; amountCents: number };

/**
 * The commission on what was paid: each line at its product's rate (or the default), rounded
 * down to the cent per line so the programme never pays a fraction it did not earn.
 */
export function commissionCents(lines: readonly CommissionLine[], rates: CommissionRates): number {
  let total = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents <= 0) continue;
    const bp = rates.perProduct[line.productId] ?? rates.defaultBasisPoints;
    total += Math.floor((line.amountCents * bp) / 10_000);
  }
  return total;
}

export const commissionStatuses = ["pending", "held", "approved", "paid", "reversed"] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

/** A pending commission is approved once the refund window after its sale has passed. */
export function isApprovalDue(earnedAt: Date, now: Date, refundWindowDays: number): boolean {
  return now.getTime() >= earnedAt.getTime() + refundWindowDays * DAY_MS;
}

/** The referral link of an affiliate on the site's origin. */
export function referralLink(siteOrigin: string, affiliateId: number): string {
  const url = new URL("/", siteOrigin);
  url.searchParams.set(REFERRAL_QUERY_PARAM, String(affiliateId));
  return url.toString();
}

/** The affiliate id in a `ref` value, or null: digits only, as ids are issued. */
export function parseAffiliateRef(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/**
 * The affiliate username: the email's local part in lower-case letters and digits (at most 20),
 * a hyphen, then the affiliate id. Unique without a lookup (the base has no hyphen, so no two
 * ids can produce the same name) and says nothing of the email's domain.
 */
export function affiliateUsernameBase(email: string): string {
  const local = email.split("@")[0] ?? "";
  const base = local
    .normalize("NFKD")
    .replace(/[^a-zA-Z0-9]/g, "")
    .toLowerCase()
    .slice(0, 20);
  return base || "affiliate";
}

export function affiliateUsername(email: string, affiliateId: number): string {
  return `${affiliateUsernameBase(email)}-${affiliateId}`;
}
