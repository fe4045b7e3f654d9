import { slugSchema } from "@inkforge/domain/author-pages/slug";
import { type NextRequest, NextResponse } from "next/server";
import { env } from "@/config/env";

/**
 * The newsletter form's target: forwards the sign-up to the API (with the reader's address for
 * its per-client limit) and sends the reader back to the page with the outcome.
 */
export async function POST(
  request: NextRequest,
  { params }: { params: Promise<{ slug: string }> },
) {
  const { slug } = await params;
  if (!slugSchema.safeParse(slug).success) return new NextResponse(null, { status: 404 });
  // The page's script asks for JSON and shows the outcome in place. A plain form post is sent back
  // to the page with a relative Location: an absolute one built from request.url can name another
  // host than the reader used (localhost for 127.0.0.1), which the CSP's form-action refuses.
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const back = (status: string) =>
    wantsJson
      ? NextResponse.json({ status })
      : new NextResponse(null, {
          status: 303,
          headers: { location: `/authors/${slug}?newsletter=${status}#newsletter` },
        });
  const form = await request.formData().catch(() => null);
  if (!form) return back("invalid");
  const forwarded = request.headers.get("x-forwarded-for");
  try {
    const response = await fetch(`${env.API_URL}/api/v1/author-pages/${slug}/subscribe`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(forwarded ? { "x-forwarded-for": forwarded } : {}),
      },
      body: JSON.stringify({
        email: String(form.get("email") ?? ""),
        consent: form.get("consent") === "yes",
        website: String(form.get("website") ?? ""),
      }),
      cache: "no-store",
    });
    if (response.ok) return back("pending");
    if (response.status === 400) return back("invalid");
    if (response.status === 429) return back("limited");
    return back("failed");
  } catch {
    return back("failed");
  }
}
