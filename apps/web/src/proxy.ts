import { type NextRequest, NextResponse } from "next/server";
import { publicEnv } from "@/config/public-env";
import { findCanonicalRedirect } from "@/features/catalogue/canonical-path";
import { readConsent } from "@/features/cookie-consent/consent";
import { buildSecurityHeaders, createNonce } from "@/lib/security-headers";

/*
 * Every page request passes here first (Next 16's proxy, formerly middleware):
 *   1. a catalogue page asked for in another spelling gets a 308 to its canonical path;
 *   2. a fresh nonce goes into the Content-Security-Policy, on the request (Next reads it from
 *      there and puts it on its own scripts; `AppChrome` and the author page read `x-nonce` for ours) and on
 *      the response, together with the other security headers.
 */
export function proxy(request: NextRequest) {
  const canonical = findCanonicalRedirect(request.nextUrl.pathname);
  if (canonical !== null) {
    const target = request.nextUrl.clone();
    target.pathname = canonical;
    return NextResponse.redirect(target, 308);
  }

  const nonce = createNonce();
  const headers = buildSecurityHeaders({
    nonce,
    apiUrl: publicEnv.apiUrl,
    gaId: publicEnv.gaId,
    analyticsConsented: readConsent(request.headers.get("cookie") ?? "")?.googleAnalytics === true,
    paypalClientId: publicEnv.paypalClientId,
    paypalSdkUrl: publicEnv.paypalSdkUrl,
    forumSearchUrl: publicEnv.forumSearchUrl,
    surveyApiHost: publicEnv.formbricks?.apiHost,
    storeChooser: request.nextUrl.pathname.startsWith("/authors/"),
    isDevelopment: process.env.NODE_ENV === "development",
    isProduction: process.env.NODE_ENV === "production",
  });
  const policy = headers["Content-Security-Policy"] ?? "";

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the auth API, build assets or files from public/.
      source:
        "/((?!api/|_next/static|_next/image|favicon\\.ico|icon\\.svg|.*\\.(?:png|jpg|jpeg|gif|webp|svg|ico|txt|xml|pdf|zip|woff2?)$).*)",
    },
  ],
};
