import { NextResponse } from "next/server";
import { env } from "@/config/env";
import {
  AUTHOR_IMAGE_DISPLAY_WIDTH,
  AUTHOR_IMAGE_NAME,
  AUTHOR_IMAGE_OWNER,
} from "@/features/author-pages/image-url";

/**
 * An author's photo or cover, served from the site's own origin (decision 0155). The public page's
 * largest paint is the first cover: from the API's origin it needed a second connection before it
 * could load, which Lighthouse's slow-4G LCP counted in full. Names are random and never reused,
 * so the answer is cached for a year, as the API's is.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ owner: string; name: string }> },
) {
  const { owner, name } = await params;
  if (!AUTHOR_IMAGE_OWNER.test(owner) || !AUTHOR_IMAGE_NAME.test(name)) {
    return new NextResponse(null, { status: 404 });
  }
  const width = new URL(request.url).searchParams.get("w");
  if (width !== null && width !== String(AUTHOR_IMAGE_DISPLAY_WIDTH)) {
    return new NextResponse(null, { status: 404 });
  }
  let upstream: Response;
  try {
    const query = width ? `?w=${width}` : "";
    upstream = await fetch(`${env.API_URL}/api/v1/author-pages/images/${owner}/${name}${query}`, {
      cache: "no-store",
    });
  } catch {
    return new NextResponse(null, { status: 502 });
  }
  if (!upstream.ok) return new NextResponse(null, { status: upstream.status === 404 ? 404 : 502 });
  return new NextResponse(upstream.body, {
    headers: {
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
