import { PageIntro } from "@/components/layout/page-intro";
import { Card } from "@/components/ui/card";
import { ForgotPasswordForm } from "@/features/auth/forgot-password-form";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Forgot your password",
  description: "Get a link by email to choose a new password for your account.",
  path: "/forgot-password",
});

export default function Page() {
  return (
    <>
      <PageIntro
        title="Forgot your password?"
        lead="Enter the email address of your account and we'll send you a link to choose a new password."
      />
      <div className="py-10">
        <Card className="mx-auto max-w-md">
          <ForgotPasswordForm />
        </Card>
      </div>
    </>
  );
}
