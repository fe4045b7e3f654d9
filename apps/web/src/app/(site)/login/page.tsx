import { PageIntro } from "@/components/layout/page-intro";
import { Card } from "@/components/ui/card";
import { env } from "@/config/env";
import { configuredOAuthProviders } from "@/features/auth/auth-options";
import { LoginForm } from "@/features/auth/login-form";
import { resolveNextPath } from "@/lib/auth/redirects";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Log in",
  description: "Log in to your account to use saved tools, your purchases and your member areas.",
  path: "/login",
});

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const next = resolveNextPath(query, env.NEXTAUTH_URL ?? env.SITE_URL);
  return (
    <>
      <PageIntro
        title="Log in"
        lead="Your account keeps your keyword and ASIN trackers, saved listings, purchases and memberships in one place."
      />
      <div className="py-10">
        <Card className="mx-auto max-w-md">
          <LoginForm
            next={next}
            initialError={first(query.error)}
            notice={
              first(query.reset) === "1"
                ? "Your password has been changed. Log in with your new password."
                : null
            }
            providers={configuredOAuthProviders()}
          />
        </Card>
      </div>
    </>
  );
}
