import Link from "next/link";
import { redirect } from "next/navigation";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { fetchAccount, fetchNotificationHistory } from "@/features/account/account-data";
import { describeNotifications, describeOwnedFeatures } from "@/features/account/account-summary";
import { DeleteAccount } from "@/features/account/delete-account";
import { requireSession } from "@/features/auth/require-session";
import { YourBooks } from "@/features/books/your-books";
import { fetchCommerce } from "@/features/shop/account/commerce-data";
import {
  CoursesSection,
  DownloadsSection,
  PastDueBanner,
  PurchasesSection,
  SubscriptionsSection,
} from "@/features/shop/account/commerce-sections";
import { loginPath } from "@/lib/auth/redirects";
import { formatLongDate } from "@/lib/format-date";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Your account",
    description:
      "Your account overview: owned features, subscriptions, purchases, downloads, courses and notifications.",
    path: "/me",
  }),
  robots: { index: false, follow: false },
};

const PATH = "/me";

export default async function Page() {
  const session = await requireSession(PATH);
  const [account, notifications, commerce] = await Promise.all([
    fetchAccount(session.apiToken),
    fetchNotificationHistory(session.apiToken),
    fetchCommerce(session.apiToken),
  ]);
  if (!account.ok && account.status === 401) {
    redirect(loginPath({ next: PATH, error: "SessionExpired" }));
  }
  if (!account.ok) {
    return (
      <PageIntro
        title="Your account"
        lead="We couldn't load your account right now. Please reload the page in a moment."
        className="pb-16"
      />
    );
  }
  const user = account.data;
  const features = describeOwnedFeatures(user.features.simple);
  const history = notifications === null ? null : describeNotifications(notifications);

  return (
    <>
      <PageIntro
        title="Your account"
        lead="The features you own, your purchases and subscriptions, your downloads and courses, and the messages we've sent you."
      >
        <Button asChild variant="outline">
          <Link href="/profile">Edit profile</Link>
        </Button>
      </PageIntro>
      <PastDueBanner pastDue={commerce.pastDue} />

      <Section title="Account details">
        <Card>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">Email</dt>
              <dd className="font-semibold text-ink-900" data-testid="account-email">
                {user.email}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Member since</dt>
              <dd className="font-semibold text-ink-900">
                <time dateTime={user.createdAt}>{formatLongDate(user.createdAt)}</time>
              </dd>
            </div>
          </dl>
        </Card>
      </Section>

      <Section title="Your features" className="pt-0">
        {features.length === 0 ? (
          <Card>
            <p className="text-slate-700">No paid features yet</p>
            <p className="mt-3">
              <Link href="/pricing" className="font-semibold text-ink-700 hover:underline">
                Compare plans and pricing
              </Link>
            </p>
          </Card>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="owned-features">
            {features.map((feature) => (
              <li key={feature.key}>
                <Card className="p-4">
                  <CardTitle className="text-base">{feature.name}</CardTitle>
                  {feature.terms ? (
                    <p className="mt-1 text-sm text-slate-600">{feature.terms}</p>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <SubscriptionsSection subscriptions={commerce.subscriptions} />
      <PurchasesSection orders={commerce.orders} />
      <DownloadsSection downloads={commerce.downloads} />
      <CoursesSection courses={commerce.courses} />

      <Section title="Your books" className="pt-0">
        <Card>
          <YourBooks emptyText="No books built yet." />
          <p className="mt-3">
            <Link href="/puzzle-book-maker" className="font-semibold text-ink-700 hover:underline">
              Make a puzzle book
            </Link>
          </p>
        </Card>
      </Section>

      <Section title="Notifications" className="pt-0">
        <Card>
          {history === null ? (
            <p className="text-slate-700">We couldn't load your notifications right now.</p>
          ) : history.length === 0 ? (
            <p className="text-slate-700">No notifications</p>
          ) : (
            <ol className="divide-y divide-slate-200" data-testid="notification-history">
              {history.map((row) => (
                <li key={row.key} className="flex flex-wrap justify-between gap-2 py-3">
                  <span className="text-slate-800">{row.text}</span>
                  <time dateTime={row.datetime} className="text-sm text-slate-600">
                    {row.date}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </Section>

      <Section title="Delete account" className="pt-0 pb-16">
        <Card>
          <p className="text-slate-700">
            Deleting your account removes your profile, your saved work and your access to
            everything you bought. It cannot be undone.
          </p>
          <div className="mt-4">
            <DeleteAccount />
          </div>
        </Card>
      </Section>
    </>
  );
}
