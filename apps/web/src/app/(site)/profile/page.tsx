import Link from "next/link";
import { redirect } from "next/navigation";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { fetchAccount } from "@/features/account/account-data";
import { PasswordForm } from "@/features/account/password-form";
import { ProfileForm } from "@/features/account/profile-form";
import { TimeZoneForm } from "@/features/account/time-zone-form";
import { requireSession } from "@/features/auth/require-session";
import { ExtensionSessionsList } from "@/features/extension/extension-sessions";
import { loginPath } from "@/lib/auth/redirects";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Your profile",
    description: "Manage your profile: your display name, profile image, password and time zone.",
    path: "/profile",
  }),
  robots: { index: false, follow: false },
};

const PATH = "/profile";

export default async function Page() {
  const session = await requireSession(PATH);
  const account = await fetchAccount(session.apiToken);
  if (!account.ok && account.status === 401) {
    redirect(loginPath({ next: PATH, error: "SessionExpired" }));
  }
  if (!account.ok) {
    return (
      <PageIntro
        title="Your profile"
        lead="We couldn't load your profile right now. Please reload the page in a moment."
        className="pb-16"
      />
    );
  }
  const user = account.data;
  return (
    <>
      <PageIntro
        title="Your profile"
        lead={
          <>
            Change the name and image shown on your account, and update your password. You're logged
            in as <strong className="text-ink-900">{user.email}</strong>.
          </>
        }
      >
        <Button asChild variant="outline">
          <Link href="/me">Account overview</Link>
        </Button>
      </PageIntro>
      <Section title="Profile">
        <Card className="max-w-xl">
          <ProfileForm initial={{ username: user.username, image: user.image }} />
        </Card>
      </Section>
      <Section title="Password" className="pt-0">
        <Card className="max-w-xl">
          <PasswordForm hasPassword={user.hasPassword} />
        </Card>
      </Section>
      <Section title="Time zone" className="pt-0">
        <Card className="max-w-xl">
          <TimeZoneForm />
        </Card>
      </Section>
      <Section title="Browser extension sessions" className="pt-0 pb-16">
        <Card className="max-w-xl">
          <ExtensionSessionsList />
        </Card>
      </Section>
    </>
  );
}
