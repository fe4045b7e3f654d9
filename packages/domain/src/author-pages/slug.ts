import { z } from "zod";

/*
 * An author page lives at /authors/<slug>. The slug is also refused when it names a top-level
 * route of the web app (so a later move of the pages to the root cannot collide) or a word that
 * would let a page impersonate the site (admin, login, support…).
 */

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

/** Top-level routes of apps/web (app/(site), app/(workspace), app/) and words kept for the site. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // routes of the web app
  "7-backend-keywords-tool-amazon-kdp",
  "a+-content-template-generator",
  "about",
  "about-us",
  "amazon-policy-monitor",
  "api",
  "arc-reviews",
  "author-page-builder",
  "authors",
  "blog",
  "book-cover-creator",
  "book-creation",
  "book-listing",
  "book-planner",
  "books",
  "checkout",
  "coloring-book-maker",
  "contact-form",
  "contact-us",
  "courses",
  "dashboard",
  "design-tools",
  "dev",
  "en",
  "faqs",
  "features",
  "forgot-password",
  "free-resources",
  "general-kdp",
  "grammar-check",
  "hot-niches",
  "hot-niches-sales",
  "kdp-bookdata-translator",
  "kdp-cover-template-generator",
  "kdp-description-creator",
  "kdp-guidelines-checker",
  "kdp-price-checker",
  "kdp-title-creator",
  "kdp-trademark-checker",
  "leaderboard",
  "login",
  "masterclass",
  "me",
  "media",
  "mentorship",
  "monitoring",
  "new-member",
  "payment-failed",
  "payment-success",
  "pricing",
  "profile",
  "register",
  "research-tools",
  "reset-password",
  "review",
  "services",
  "shop",
  "spt-book",
  "support",
  "templates",
  "terms",
  "testimonials",
  "titans-asin-tracker",
  "titans-deep-view",
  "titans-keyword-tracker",
  "titans-pro",
  "titans-retro-vision",
  "tools",
  "training-tools",
  "user",
  "word-cloud",
  "sitemap",
  "robots",
  "icon",
  // words that would let a page pass for the site or its staff
  "admin",
  "administrator",
  "root",
  "staff",
  "team",
  "moderator",
  "official",
  "inkforge",
  "help",
  "logout",
  "signin",
  "signup",
  "sign-in",
  "sign-up",
  "account",
  "settings",
  "billing",
  "security",
  "static",
  "assets",
  "public",
  "www",
  "mail",
  "email",
  "newsletter",
  "unsubscribe",
  "confirm",
  "edit",
  "new",
  "null",
  "undefined",
]);

export const slugSchema = z
  .string()
  .trim()
  .min(SLUG_MIN, `A page address has at least ${SLUG_MIN} characters`)
  .max(SLUG_MAX, `A page address has at most ${SLUG_MAX} characters`)
  .regex(
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
    "A page address uses lowercase letters, digits and single hyphens, and starts and ends with a letter or digit",
  )
  .refine((s) => !s.includes("--"), "A page address has no double hyphens")
  .refine((s) => !RESERVED_SLUGS.has(s), "This page address is reserved; choose another");

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}
