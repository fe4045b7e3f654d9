import type { Metadata } from "next";
import { site } from "@/config/site";

type PageMetadataOptions = {
  title: string;
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
  return {
    title,
    description,
    keywords,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: site.name,
      images: [shareImage],
      type: "website",
    },
    twitter: { card: "summary_large_image", title, description, images: [shareImage] },
  };
}
