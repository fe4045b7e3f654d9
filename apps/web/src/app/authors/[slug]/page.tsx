import { amazonStoreForCountry } from "@inkforge/domain/author-pages/buy-links";
import type { PublicAuthorPage } from "@inkforge/domain/author-pages/contracts";
import {
  authorPageJsonLd,
  htmlToPlainText,
  serializeJsonLd,
} from "@inkforge/domain/author-pages/json-ld";
import { AMAZON_DOMAINS } from "@inkforge/domain/research/amazon-marketplaces";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, permanentRedirect } from "next/navigation";
import { publicEnv } from "@/config/public-env";
import { site } from "@/config/site";
import { AuthorPageView, type AuthorPageViewData } from "@/features/author-pages/author-page-view";
import { AUTHOR_IMAGE_DISPLAY_WIDTH, authorImageUrl } from "@/features/author-pages/image-url";
import { NewsletterForm } from "@/features/author-pages/newsletter-form";
import { loadPublicAuthorPage } from "@/lib/api/author-pages-server";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function loadOrNotFound(slug: string): Promise<PublicAuthorPage> {
  const load = await loadPublicAuthorPage(slug);
  if (load.kind === "moved") permanentRedirect(`/authors/${load.slug}`);
  if (load.kind === "missing") notFound();
  if (load.kind === "failed") throw new Error("The author page could not be loaded");
  return load.data;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const load = await loadPublicAuthorPage(slug);
  if (load.kind !== "page") return { robots: { index: false } };
  const { page } = load.data;
  const path = `/authors/${slug}`;
  const description =
    page.tagline ||
    htmlToPlainText(page.bio).slice(0, 160) ||
    `Books by ${page.penName}, with links to every store.`;
  const title = `${page.penName}: books and newsletter`;
  // Drawn by the API from the first cover and the pen name (decision 0130); the version changes
  // with what it shows, so a share preview never keeps an old face.
  const image = {
    url: `${publicEnv.apiUrl}/api/v1/author-pages/${encodeURIComponent(slug)}/og-image?v=${load.data.ogImageVersion}`,
    width: 1200,
    height: 630,
    alt: `${page.penName}: books and newsletter`,
  };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      type: "profile",
      siteName: site.name,
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
  };
}

function toViewData(data: PublicAuthorPage): AuthorPageViewData {
  const { page } = data;
  return {
    penName: page.penName,
    tagline: page.tagline,
    bio: page.bio,
    photoUrl: authorImageUrl(page.photo, AUTHOR_IMAGE_DISPLAY_WIDTH),
    genres: page.genres,
    links: page.links,
    theme: page.theme,
    startHere: page.startHere,
    books: page.books.map((book) => ({
      id: book.id,
      title: book.title,
      subtitle: book.subtitle,
      series: book.series,
      seriesNumber: book.seriesNumber,
      description: book.description,
      formats: book.formats,
      coverUrl: authorImageUrl(book.coverImage, AUTHOR_IMAGE_DISPLAY_WIDTH),
      hasAmazon: book.amazonLinks.length > 0,
      otherStores: book.otherStores,
      excerpt: book.excerpt,
      reviews: book.reviews,
      releaseDate: book.releaseDate,
    })),
  };
}

/**
 * A published author page (issue 30, decision 0108). Server-rendered from a cached API answer;
 * the only script is the one-line view beacon. Buy links go through the API, which counts the
 * click and picks the reader's Amazon store from their country.
 */
export default async function AuthorPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const query = await searchParams;
  const data = await loadOrNotFound(slug);
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const api = publicEnv.apiUrl;
  const base = `${api}/api/v1/author-pages/${encodeURIComponent(slug)}`;
  const buyHref = (bookId: string, store: string) =>
    `${base}/go?book=${encodeURIComponent(bookId)}&store=${encodeURIComponent(store)}`;
  const pageUrl = new URL(`/authors/${slug}`, site.url).toString();
  const jsonLd = authorPageJsonLd({
    pageUrl,
    penName: data.page.penName,
    bio: data.page.bio,
    photoUrl: authorImageUrl(data.page.photo),
    sameAs: data.page.links.map((l) => l.url),
    books: data.page.books.map((book) => ({
      ...book,
      imageUrl: authorImageUrl(book.coverImage),
      buyUrl:
        book.amazonLinks.find((l) => l.domain === amazonStoreForCountry(null))?.url ??
        book.amazonLinks[0]?.url ??
        null,
    })),
  });
  const status = typeof query.newsletter === "string" ? query.newsletter : null;
  return (
    <>
      <AuthorPageView
        page={toViewData(data)}
        buyHref={buyHref}
        storeChooser={{ stores: AMAZON_DOMAINS, action: `${base}/go` }}
        today={new Date().toISOString().slice(0, 10)}
        newsletter={
          data.page.newsletter.enabled ? (
            <NewsletterForm
              action={`/authors/${slug}/subscribe`}
              heading={data.page.newsletter.heading}
              consentText={data.page.newsletter.consentText}
              status={status}
            />
          ) : null
        }
      />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, `<` escaped by serializeJsonLd
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      <script
        nonce={nonce}
        // A beacon, not a fetch: no cookie, no wait, and it still leaves when the reader does.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script with our own URL
        dangerouslySetInnerHTML={{
          __html: `try{navigator.sendBeacon(${JSON.stringify(`${base}/beacon?event=view`)})}catch(e){}`,
        }}
      />
    </>
  );
}
