import {
  type ExternalDestination,
  type ExternalUrls,
  externalDestinations,
  type ProductLink,
} from "./types";

/*
 * External destinations are configuration (DESIGN decisions 5 and 8): the catalogue names a
 * destination, the app resolves it to a URL. Defaults are Inkforge-owned hosts; each one can be
 * replaced by an environment variable. The book makers, the book writer and the design app are
 * the exceptions (issue 27, decision 0100; issue 28, decision 0110; issue 31, decision 0115;
 * issue 34): each defaults to our own page, and a configured outside app replaces it. The
 * extensions default to our extension page too (decision 0124): their variables name the store
 * listing.
 */

/** The puzzle book maker on this site: where `puzzleMaker` leads unless an outside app is set. */
export const PUZZLE_MAKER_PATH = "/puzzle-book-maker";
/** The low-content book maker on this site (`lowContentCreator`). */
export const LOW_CONTENT_MAKER_PATH = "/low-content-book-maker";
/** The coloring book maker on this site (`coloringEditor`). */
export const COLORING_MAKER_PATH = "/coloring-book-maker";
/** The text and pattern designer on this site: where `designApp` leads unless one is set (0115). */
export const PATTERN_DESIGNER_PATH = "/text-pattern-designer";

/** The book writer on this site (issue 34, as decision 0100 did for the puzzle maker). */
export const BOOK_WRITER_PATH = "/book-writer";

/**
 * The extension's page on this site (issue 32, decision 0124): the header and catalogue lead
 * there; a store listing URL, once configured, is offered on that page.
 */
export const EXTENSION_PATH = "/extension";

/**
 * The URL of each external destination when no environment variable overrides it (a site path
 * where the site itself has the tool).
 */
export const defaultExternalUrls: ExternalUrls = {
  forum: "https://community.inkforge.app",
  bookWriter: BOOK_WRITER_PATH,
  lowContentCreator: LOW_CONTENT_MAKER_PATH,
  puzzleMaker: PUZZLE_MAKER_PATH,
  coloringEditor: COLORING_MAKER_PATH,
  designApp: PATTERN_DESIGNER_PATH,
  allInOneExtension: EXTENSION_PATH,
  quickViewExtension: EXTENSION_PATH,
  templatesGroup: "https://groups.inkforge.app/templates",
  arcGroup: "https://groups.inkforge.app/arc-reviews",
  mentorshipGroup: "https://groups.inkforge.app/mentorship",
  videoChannel: "https://www.youtube.com/@inkforge",
  affiliateSite: "https://affiliates.inkforge.app",
  supportSite: "https://help.inkforge.app",
  freelanceMarketplace: "https://www.fiverr.com",
  featureRequests: "https://community.inkforge.app/tags/feature-request",
  bugReports: "https://community.inkforge.app/tags/bug-report",
  tutorials: "https://help.inkforge.app/tutorials",
};

/** The environment variable that overrides each destination's URL. */
export const externalUrlEnvNames: Record<ExternalDestination, string> = {
  forum: "FORUM_URL",
  bookWriter: "BOOK_WRITER_URL",
  lowContentCreator: "LOW_CONTENT_CREATOR_URL",
  puzzleMaker: "PUZZLE_MAKER_URL",
  coloringEditor: "COLORING_EDITOR_URL",
  designApp: "DESIGN_APP_URL",
  allInOneExtension: "ALL_IN_ONE_EXTENSION_URL",
  quickViewExtension: "QUICK_VIEW_EXTENSION_URL",
  templatesGroup: "TEMPLATES_GROUP_URL",
  arcGroup: "ARC_GROUP_URL",
  mentorshipGroup: "MENTORSHIP_GROUP_URL",
  videoChannel: "VIDEO_CHANNEL_URL",
  affiliateSite: "AFFILIATE_SITE_URL",
  supportSite: "SUPPORT_SITE_URL",
  freelanceMarketplace: "FREELANCE_MARKETPLACE_URL",
  featureRequests: "FEATURE_REQUESTS_URL",
  bugReports: "BUG_REPORTS_URL",
  tutorials: "TUTORIALS_URL",
};

/**
 * An absolute http(s) URL: scheme, a host name or IP (optionally with port), then an optional
 * path, query or fragment without spaces. (Written out because the domain package has no `URL`.)
 */
const HTTP_URL =
  /^https?:\/\/(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** True when `value` is an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

/**
 * The external URLs with overrides applied. `env` is keyed by the names in `externalUrlEnvNames`
 * (pass `process.env` or a subset); a missing or blank value keeps the default. Throws an Error
 * naming every variable whose value is not an absolute http(s) URL.
 */
export function resolveExternalUrls(
  env: Partial<Record<string, string | undefined>>,
): ExternalUrls {
  const urls = { ...defaultExternalUrls };
  const problems: string[] = [];
  for (const destination of externalDestinations) {
    const name = externalUrlEnvNames[destination];
    const value = env[name]?.trim();
    if (!value) continue;
    if (isHttpUrl(value)) urls[destination] = value;
    else problems.push(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid external URL configuration: ${problems.join("; ")}`);
  }
  return urls;
}

/** The URL of one external destination. */
export function resolveExternalUrl(
  destination: ExternalDestination,
  urls: ExternalUrls = defaultExternalUrls,
): string {
  return urls[destination];
}

/**
 * The href of a catalogue link: the internal path as is (or the outside app configured in its
 * place), or the configured external URL.
 */
export function resolveProductLink(link: ProductLink, urls: ExternalUrls = defaultExternalUrls) {
  if (link.kind === "external") return urls[link.destination];
  const outside = link.outsideApp ? urls[link.outsideApp] : undefined;
  return outside && isHttpUrl(outside) ? outside : link.path;
}

/** Whether a link leaves the site (and so opens in a new tab unless its entry says otherwise). */
export function isOutsideLink(link: ProductLink, urls: ExternalUrls = defaultExternalUrls) {
  return isHttpUrl(resolveProductLink(link, urls));
}
