import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Card } from "@/components/ui/card";
import { requireSession } from "@/features/auth/require-session";
import { ExtensionSignIn } from "@/features/extension/extension-sign-in";
import { pageMetadata } from "@/lib/metadata";

const PATH = "/extension/sign-in";

export const metadata = {
  ...pageMetadata({
    title: "Sign in the extension",
    description: "Sign the Inkforge All-In-One browser extension in to your account.",
    path: PATH,
  }),
  robots: { index: false, follow: false },
};

export default async function Page() {
  const session = await requireSession(PATH);
  return (
    <>
      <PageIntro title="Sign in the extension" />
      <Section className="pt-0 pb-16">
        <Card className="max-w-xl">
          <ExtensionSignIn name={session.user.name ?? session.user.email ?? "your account"} />
        </Card>
      </Section>
    </>
  );
}
