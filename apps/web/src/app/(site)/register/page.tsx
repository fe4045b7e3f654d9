import { PageIntro } from "@/components/layout/page-intro";
import { Card } from "@/components/ui/card";
import { env } from "@/config/env";
import { RegisterForm } from "@/features/auth/register-form";
import { resolveNextPath } from "@/lib/auth/redirects";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Create your free account",
  description:
    "Create a free account to save your research, track keywords and ASINs, and unlock member tools for KDP publishing.",
  path: "/register",
});

type SearchParams = Record<string, string | string[] | undefined>;

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const next = resolveNextPath(await searchParams, env.NEXTAUTH_URL ?? env.SITE_URL, "/me");
  return (
    <>
      <PageIntro
        title="Create your free account"
        lead="A free account saves your trackers and listings between visits and lets you buy single tools or a plan when you need more."
      />
      <div className="py-10">
        <Card className="mx-auto max-w-md">
          <RegisterForm next={next} />
        </Card>
      </div>
    </>
  );
}
