import type { Metadata } from "next";
import { NewsletterResult } from "@/features/author-pages/newsletter-result";

export const metadata: Metadata = {
  title: "Author newsletter",
  robots: { index: false, follow: false },
};

export default async function NewsletterLinkPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <NewsletterResult action="confirm" token={typeof token === "string" ? token : undefined} />
  );
}
