import type { Metadata } from "next";
import { defaultTitle, site } from "@/config/site";

type PageMetadataOptions = {
  /** Omit to use the site's default title (product name and what it offers). */
  title?: string;
  description: string;
  /** The canonical path of the page; aliases pass the path of the page they share. */
  path: string;
  keywords?: string[];
  image?: string;
};

/** Title, description, keywords, canonical link and share image for one page. */
export function pageMetadata({
  title,
  description,
  path,
  keywords,
  image,
}: PageMetadataOptions): Metadata {
  const shareImage = image ?? site.shareImage;
  const shareTitle = title ?? defaultTitle;
  return {
    title: title ?? { absolute: defaultTitle },
    description,
    keywords,
    alternates: { canonical: path },
    openGraph: {
      title: shareTitle,
      description,
      url: path,
      siteName: site.name,
      images: [shareImage],
      type: "website",
    },
    twitter: { card: "summary_large_image", title: shareTitle, description, images: [shareImage] },
  };
}
