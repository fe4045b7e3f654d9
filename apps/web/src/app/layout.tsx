import type { Metadata, Viewport } from "next";
import type * as React from "react";
import { defaultTitle, site } from "@/config/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: defaultTitle, template: `%s | ${site.name}` },
  description: site.description,
  keywords: ["KDP tools", "self-publishing", "Amazon KDP", "book royalties", "KDP keywords"],
  applicationName: site.name,
  openGraph: { siteName: site.name, images: [site.shareImage], type: "website" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#23275a" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
