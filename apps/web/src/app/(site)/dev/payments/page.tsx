import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { PageIntro } from "@/components/layout/page-intro";
import { Card } from "@/components/ui/card";
import { requireSession } from "@/features/auth/require-session";
import { fetchSubscriptions, isDemoApi } from "@/features/shop/account/commerce-data";
import { describeSubscriptions } from "@/features/shop/account/commerce-summary";
import { DevRenewButtons } from "@/features/shop/account/dev-renew-buttons";
import { loginPath } from "@/lib/auth/redirects";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Demo payments",
    description: "Trigger sandbox renewals of your subscriptions in demo mode.",
    path: "/dev/payments",
  }),
  robots: { index: false, follow: false },
};

const PATH = "/dev/payments";

/** Demo mode only (the API's dev routes exist only then); 404 otherwise. */
export default async function DevPaymentsPage() {
  const demo = await isDemoApi();
  if (demo === false) notFound();
  const session = await requireSession(PATH);
  if (demo === "unavailable") {
    return (
      <PageIntro
        title="Demo payments"
        lead="The API did not answer. Is it running?"
        className="pb-16"
      />
    );
  }
  const subscriptions = await fetchSubscriptions(session.apiToken);
  if (!subscriptions.ok && subscriptions.status === 401) {
    redirect(loginPath({ next: PATH, error: "SessionExpired" }));
  }
  const rows = subscriptions.ok ? describeSubscriptions(subscriptions.data) : null;
  return (
    <>
      <PageIntro
        title="Demo payments"
        lead="Make the sandbox renew one of your subscriptions now, as if its period had ended: paid, or with a failed payment that leaves it past due. The result shows on your account page."
      />
      <div className="grid gap-4 py-10 pb-16" data-testid="dev-subscriptions">
        {rows === null ? (
          <p className="text-slate-700">Your subscriptions could not be loaded.</p>
        ) : rows.length === 0 ? (
          <p className="text-slate-700">
            No subscriptions yet.{" "}
            <Link href="/pricing" className="font-semibold text-ink-700 underline">
              Subscribe to a plan
            </Link>{" "}
            to try renewals.
          </p>
        ) : (
          rows.map((row) => (
            <Card key={row.id} className="p-5" data-testid="dev-subscription">
              <p className="font-semibold text-ink-900">{row.title}</p>
              <p className="mt-1 text-sm text-slate-700">
                {row.state} · {row.detail}
              </p>
              <div className="mt-3">
                {row.live ? (
                  <DevRenewButtons subscriptionId={row.id} />
                ) : (
                  <p className="text-sm text-slate-600">Ended subscriptions don't renew.</p>
                )}
              </div>
            </Card>
          ))
        )}
        <p>
          <Link href="/me#subscriptions" className="font-semibold text-ink-700 underline">
            See your subscriptions on your account page
          </Link>
        </p>
      </div>
    </>
  );
}
