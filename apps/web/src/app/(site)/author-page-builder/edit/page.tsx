import { featureIds } from "@inkforge/domain/shop/feature-ids";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireSession } from "@/features/auth/require-session";
import { AuthorPageEditor } from "@/features/author-pages/author-page-editor";
import { checkFeatureAccess } from "@/features/shop/server-access";
import { loginPath } from "@/lib/auth/redirects";

export const metadata: Metadata = {
  title: "Edit your author page",
  robots: { index: false, follow: false },
};

const PATH = "/author-page-builder/edit";

/** Owners only, decided on the server: others are offered the product instead. */
export default async function AuthorPageEditPage() {
  const session = await requireSession(PATH);
  const access = await checkFeatureAccess(session.apiToken, featureIds.authorPageBuilder);
  if (access === "revoked") redirect(loginPath({ next: PATH, error: "SessionExpired" }));
  if (access === "denied") redirect("/author-page-builder");
  if (access === "unavailable") {
    return (
      <p className="mx-auto max-w-xl px-4 py-16 text-center">
        We couldn't check your access just now. Please reload the page in a moment.
      </p>
    );
  }
  return <AuthorPageEditor apiToken={session.apiToken} />;
}
