import { env } from "@/config/env";

export const site = {
  name: env.SITE_NAME,
  url: env.SITE_URL,
  tagline: "free tools for KDP self-publishers",
  description:
    "Research niches, write listings, price books and design covers with free and premium tools built for Amazon KDP authors.",
  shareImage: "/og-default.png",
} as const;

export const defaultTitle = `${site.name} — ${site.tagline}`;
