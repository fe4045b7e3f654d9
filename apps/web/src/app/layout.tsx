import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type * as React from "react";
import { defaultTitle, site } from "@/config/site";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: defaultTitle, template: `%s | ${site.name}` },
  description: site.description,
  keywords: ["KDP tools", "self-publishing", "Amazon KDP", "book royalties", "KDP keywords"],
  applicationName: site.name,
  openGraph: { siteName: site.name, images: [site.shareImage], type: "website" },
  twitter: { card: "summary_large_image", images: [site.shareImage] },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#23275a" };

/**
 * The document and nothing that runs in the browser: the site's client frame (session, toasts,
 * cookie banner…) and its stylesheet are `AppChrome`, mounted by each route group's layout, so the
 * public author pages under `authors/` ship only their own few bytes of script (decision 0147) and
 * their own stylesheet (decision 0150).
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the request keeps every page rendered per request, as the proxy's nonces require.
  await headers();
  return (
    <html lang="en">
      <body className="min-h-screen">{children}</body>
    </html>
  );
}
