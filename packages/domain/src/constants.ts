/*
 * Business constants and limits of the product specification (§9, plus the few numbers §4 and §7
 * state inline). One named constant per row so that code and tests read the same value.
 * Campaign instants (sale and popup end dates) are not here: promotions are data (DESIGN 7).
 */

// --- Requests (§7.1, §7.3) -------------------------------------------------------------------

/** Retries after the first attempt of a failed request (1 attempt + 3 retries, gap G-42). */
export const REQUEST_RETRIES = 3;
/** Default per-attempt timeout of the request helper. */
export const REQUEST_TIMEOUT_MS = 5000;
/** Retries of the community forum search. */
export const COMMUNITY_SEARCH_RETRIES = 3;
/** Per-attempt timeout of the community forum search. */
export const COMMUNITY_SEARCH_TIMEOUT_MS = 15_000;
/** Typing pause before the global search asks the community forum. */
export const COMMUNITY_SEARCH_DEBOUNCE_MS = 300;
/** Fixed query parameters of the community search (`GET /answer/api/v1/search`). */
export const COMMUNITY_SEARCH_PARAMS = { page: 1, order: "relevance", size: 5 } as const;

// --- Search, palette, notifications (§2.5–§2.7) ----------------------------------------------

/** Global search: results shown per group (tools, blog posts, community). */
export const SEARCH_RESULTS_PER_GROUP = 5;
/** Tool search palette: matches shown at most. */
export const PALETTE_MAX_MATCHES = 5;
/** Notifications panel and `page_size` of the notification service. */
export const NOTIFICATIONS_PAGE_SIZE = 5;

// --- Header, layout, breakpoints (§2.2, §2.3, §9) --------------------------------------------

/** Hover menus of the desktop header close this long after the pointer leaves. */
export const HOVER_MENU_CLOSE_MS = 100;
/** At and above this width the desktop header shows; below it the mobile drawer. */
export const HEADER_BREAKPOINT_PX = 1024;
/** The wide layout applies from this width (`min-width: 768px`). */
export const WIDE_LAYOUT_MIN_PX = 768;
/** Maximum width of the page body unless the page is full width. */
export const BODY_MAX_WIDTH_PX = 1300;
/** Upper bounds (inclusive) of the named screen sizes; wider than `large` is `xl`. */
export const BREAKPOINTS = { mobile: 480, tablet: 768, desktop: 1024, large: 1440 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS | "xl";

/**
 * Names the screen size of a viewport width: up to 480 mobile, up to 768 tablet, up to 1024
 * desktop, up to 1440 large, above that xl. Each bound belongs to the smaller size.
 */
export function breakpointFor(widthPx: number): Breakpoint {
  if (!Number.isFinite(widthPx) || widthPx < 0) {
    throw new RangeError(`widthPx must be a finite, non-negative number, got ${widthPx}`);
  }
  if (widthPx <= BREAKPOINTS.mobile) return "mobile";
  if (widthPx <= BREAKPOINTS.tablet) return "tablet";
  if (widthPx <= BREAKPOINTS.desktop) return "desktop";
  if (widthPx <= BREAKPOINTS.large) return "large";
  return "xl";
}

/** Navigation menu primitive delays; distinct from the mega menu's 100 ms close (gap G-48). */
export const NAV_MENU_DELAYS = { hover: 200, skip: 300, close: 150 } as const;

// --- Toasts, alerts, loading bar, countdown (§4, §9) -----------------------------------------

/** Toasts visible at once; a new one replaces the old. */
export const TOAST_LIMIT = 1;
/** A dismissed toast is removed from the store this long after it closes. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Toasts close on their own after this long. */
export const TOAST_DURATION_MS = 5000;
/** Default timeout of the banner/alert store. */
export const ALERT_DURATION_MS = 5000;
/** Swipe distance (px) that dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Countdowns recalculate once per second. */
export const COUNTDOWN_TICK_MS = 1000;
/** Top loading bar on route changes: bar height (px), stop delay and progress settings. */
export const LOADING_BAR = {
  height: 3,
  stopDelayMs: 200,
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
} as const;

// --- Images (§7.1, §9) -----------------------------------------------------------------------

/** Default `q` of image optimizer requests. */
export const IMAGE_QUALITY = 75;
/** Widths (`w`) the image optimizer serves, 640 to 3840 (the Next.js defaults). */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

// --- Lists and items (§3, §9) ----------------------------------------------------------------

/** Default `range` of list calls (inclusive indexes). */
export const DEFAULT_LIST_RANGE = [0, 2] as const;
/** Default `sort` of list calls. */
export const DEFAULT_LIST_SORT = ["datetime", "ASC"] as const;
/** Ordering index of shop, merch and feature items that have none. */
export const DEFAULT_ITEM_INDEX = 1000;

// --- Money, accounts, promotions (§4, §5, §9) ------------------------------------------------

/** A member is "new" while the account is younger than this (offer modal, countdown). */
export const NEW_MEMBER_WINDOW_HOURS = 24;
/** Accounts younger than this see the new-user offer banner (after the seasonal sale). */
export const NEW_USER_BANNER_WINDOW_DAYS = 3;
/** Lifetime of the `isPopupOpen` cookie: 12 hours. */
export const POPUP_COOKIE_MAX_AGE_S = 43_200;
/** How often the popup cookie is polled. */
export const POPUP_COOKIE_POLL_MS = 300;
/** Percent off lifetime items in the new-member offer ("up to 55%" in the promo banner). */
export const DISCOUNT_PERCENT = 55;
/** Period of the user rank query. */
export const RANK_PERIOD = "this_month";
/** Countries where no affiliate account is created and the affiliate page is blocked. */
export const BLOCKED_AFFILIATE_COUNTRIES = ["NG"] as const;
/**
 * Countries where the payment button renders, as the spec lists them (gap G-40: "UK" and "EGY"
 * are aliases of GB and EG and are kept so either spelling from a country lookup matches).
 */
export const PAYMENT_BUTTON_COUNTRIES = [
  "US",
  "CA",
  "GB",
  "UK",
  "DE",
  "AU",
  "IT",
  "BD",
  "EG",
  "EGY",
] as const;
/** Look of the payment button. */
export const PAYMENT_BUTTON_STYLE = {
  height: 44,
  shape: "pill",
  layout: "horizontal",
  label: "buynow",
} as const;

// --- Third-party SDKs (§9) -------------------------------------------------------------------

/** The survey SDK must load within `timeoutMs`; its presence is checked every `pollMs`. */
export const SURVEY_SDK = { timeoutMs: 10_000, pollMs: 100 } as const;
/** Error reporting sample rates. */
export const ERROR_REPORTING_SAMPLING = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;
/** Session replay limits: 5 s minimum, 1 hour maximum, idle pause 5 min, idle expiry 15 min. */
export const REPLAY_LIMITS = {
  minDurationMs: 5000,
  maxDurationMs: 3_600_000,
  idlePauseMs: 300_000,
  idleExpireMs: 900_000,
} as const;

// --- Services directory (§9) -----------------------------------------------------------------

/** Ratings of directory providers lie in this range. */
export const PROVIDER_RATING_RANGE = { min: 4.7, max: 5 } as const;
