import { AMAZON_DOMAINS } from "@inkforge/domain/research/amazon-marketplaces";

/*
 * The response headers every page gets (issue 8): a per-request nonce-based Content-Security-
 * Policy that lists only what the site loads, plus HSTS in production, nosniff and a referrer
 * policy. Pure, so the proxy stays a thin wrapper and the rules are unit-tested.
 */

export type PolicyInput = {
  /** A fresh unguessable value per request; Next puts it on its own scripts. */
  nonce: string;
  /** The API the browser calls (NEXT_PUBLIC_API_URL). */
  apiUrl: string;
  /** Google Analytics id; its hosts are listed only with an id and the visitor's consent. */
  gaId?: string | undefined;
  analyticsConsented: boolean;
  /** PayPal REST client id; the SDK's hosts are listed only when it is set. */
  paypalClientId?: string | undefined;
  paypalSdkUrl: string;
  /** React's development build evaluates code for its error overlay. */
  isDevelopment: boolean;
  /** The community forum the search box calls, when one is configured. */
  forumSearchUrl?: string | undefined;
  /** The Formbricks host the survey widget loads its SDK from and talks to, when configured. */
  surveyApiHost?: string | undefined;
  /**
   * An author page: its store chooser is a GET form to the API's counted redirect, which sends the
   * reader on to an Amazon store. Chromium applies form-action to the redirect too, so both the API
   * and the stores are listed, on these pages only (decision 0150).
   */
  storeChooser?: boolean | undefined;
};

const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
};

/** The SDK's own origin plus the PayPal hosts its buttons talk to and frame. */
function paypalSources(sdkUrl: string) {
  const sdk = new URL(sdkUrl).origin;
  const hosts = [sdk, "https://www.paypal.com", "https://www.sandbox.paypal.com"];
  const unique = [...new Set(hosts)];
  return {
    script: unique,
    connect: unique,
    frame: unique,
    img: [...unique, "https://www.paypalobjects.com"],
  };
}

function analyticsAllowed(input: Pick<PolicyInput, "gaId" | "analyticsConsented">) {
  return Boolean(input.gaId) && input.analyticsConsented;
}

const AMAZON_STORE_ORIGINS = AMAZON_DOMAINS.map((domain) => `https://www.${domain}`);

/** The Content-Security-Policy header value for one response. */
export function buildContentSecurityPolicy(input: PolicyInput): string {
  const script = ["'self'", `'nonce-${input.nonce}'`];
  const connect = ["'self'", new URL(input.apiUrl).origin];
  if (input.forumSearchUrl) connect.push(new URL(input.forumSearchUrl).origin);
  if (input.surveyApiHost) {
    script.push(new URL(input.surveyApiHost).origin);
    connect.push(new URL(input.surveyApiHost).origin);
  }
  // The API draws images the pages show (blog thumbnails).
  const img = ["'self'", "data:", "blob:", new URL(input.apiUrl).origin];
  const frame: string[] = [];
  const formAction = ["'self'"];
  if (input.storeChooser) formAction.push(new URL(input.apiUrl).origin, ...AMAZON_STORE_ORIGINS);
  if (input.isDevelopment) {
    script.push("'unsafe-eval'");
    // Turbopack's hot reload talks over a web socket to the dev server.
    connect.push("ws:");
  }
  if (analyticsAllowed(input)) {
    script.push(...GOOGLE_ANALYTICS.script);
    connect.push(...GOOGLE_ANALYTICS.connect);
    img.push(...GOOGLE_ANALYTICS.img);
  }
  if (input.paypalClientId) {
    const paypal = paypalSources(input.paypalSdkUrl);
    script.push(...paypal.script);
    connect.push(...paypal.connect);
    frame.push(...paypal.frame);
    img.push(...paypal.img);
  }
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", script],
    // Inline style attributes come from React and Radix (positions, sizes); a nonce cannot cover
    // attributes, and style injection cannot run code.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", img],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", [...new Set(connect)]],
    ["frame-src", frame.length > 0 ? frame : ["'none'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", formAction],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** Two years, the preload list's minimum; only sent by production servers (HTTPS in front). */
const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** Every header a page response carries, by name. */
export function buildSecurityHeaders(
  input: PolicyInput & { isProduction: boolean },
): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": buildContentSecurityPolicy(input),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
  };
  if (input.isProduction) headers["Strict-Transport-Security"] = HSTS_VALUE;
  return headers;
}

/** 128 random bits, base64: what a CSP nonce needs. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
