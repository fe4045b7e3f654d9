import { PageIntro } from "@/components/layout/page-intro";
import { Card } from "@/components/ui/card";
import { ResetPasswordForm } from "@/features/auth/reset-password-form";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Choose a new password",
    description: "Choose a new password for your account with the link we emailed you.",
    path: "/reset-password",
  }),
  // The URL carries a one-time token: keep it out of search engines and other sites' logs.
  robots: { index: false, follow: false },
  referrer: "no-referrer" as const,
};

type SearchParams = Record<string, string | string[] | undefined>;

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  return (
    <>
      <PageIntro title="Choose a new password" />
      <div className="py-10">
        <Card className="mx-auto max-w-md">
          <ResetPasswordForm token={value || null} />
        </Card>
      </div>
    </>
  );
}
