import {
  FIELD_GUIDE_EPUB_API_PATH,
  FIELD_GUIDE_ID,
  FIELD_GUIDE_LISTEN_PATH,
} from "@inkforge/domain/books/ids";
import { formatFileSize } from "@inkforge/domain/shop/product-views";
import Link from "next/link";
import { Section } from "@/components/layout/section";
import { Card } from "@/components/ui/card";
import type { CommerceData } from "@/features/shop/account/commerce-data";
import { describePurchases, describeSubscriptions } from "@/features/shop/account/commerce-summary";
import { DownloadButton } from "@/features/shop/account/download-button";
import {
  BillingPortalButton,
  CancelSubscriptionButton,
} from "@/features/shop/account/subscription-actions";

/*
 * The commerce sections of /me: a past-due banner, purchases, subscriptions, downloads and
 * courses. Server components; only the buttons are client components.
 */

const UNAVAILABLE = "We couldn't load this right now. Please reload the page in a moment.";

export function PastDueBanner({ pastDue }: { pastDue: CommerceData["pastDue"] }) {
  if (pastDue.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="past-due-banner"
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4"
    >
      <div className="max-w-2xl text-amber-950">
        <p className="font-semibold">
          {pastDue.length === 1
            ? `The payment for ${pastDue[0]?.title ?? "your subscription"} didn't go through.`
            : "Payments for some of your subscriptions didn't go through."}
        </p>
        <p className="mt-1 text-sm">
          Update your card to keep your access. We'll try the payment again once it's updated.
        </p>
      </div>
      <BillingPortalButton
        flow="update-card"
        subscriptionId={pastDue[0]?._id}
        label="Update card"
        variant="primary"
      />
    </div>
  );
}

export function PurchasesSection({ orders }: { orders: CommerceData["orders"] }) {
  const purchases = orders === null ? null : describePurchases(orders);
  return (
    <Section title="Purchases" id="purchases" className="pt-0">
      {purchases === null ? (
        <Card>
          <p className="text-slate-700">{UNAVAILABLE}</p>
        </Card>
      ) : purchases.length === 0 ? (
        <Card>
          <p className="text-slate-700">No purchases yet</p>
          <p className="mt-3">
            <Link href="/shop" className="font-semibold text-ink-700 hover:underline">
              Browse the shop
            </Link>
          </p>
        </Card>
      ) : (
        <ol className="grid gap-3" data-testid="purchases">
          {purchases.map((order) => (
            <li key={order.id}>
              <Card className="p-5" data-testid="purchase">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <time dateTime={order.datetime} className="font-semibold text-ink-900">
                    {order.date}
                  </time>
                  <span className="text-sm text-slate-600">{order.status}</span>
                </div>
                <ul className="mt-3 divide-y divide-slate-100 text-sm">
                  {order.lines.map((line) => (
                    <li key={line.key} className="flex justify-between gap-4 py-1.5">
                      <span className="text-slate-800" data-testid="purchase-line">
                        {line.title}
                      </span>
                      <span className="text-slate-800">
                        {line.listPrice ? (
                          <s className="mr-2 text-slate-500">{line.listPrice}</s>
                        ) : null}
                        {line.price}
                      </span>
                    </li>
                  ))}
                </ul>
                {order.shipping ? (
                  <p className="flex justify-between gap-4 py-1.5 text-sm text-slate-800">
                    <span>Shipping</span>
                    <span>{order.shipping}</span>
                  </p>
                ) : null}
                <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 text-sm font-bold text-ink-900">
                  <span>Total</span>
                  <span>{order.total}</span>
                </p>
                {order.fulfilment ? (
                  <p className="mt-3 text-sm text-slate-700" data-testid="purchase-fulfilment">
                    <span className="font-semibold text-ink-900">{order.fulfilment}</span>
                    {order.shipTo ? <> · Ships to {order.shipTo}</> : null}
                  </p>
                ) : null}
                {order.tracking ? (
                  <p className="mt-1 text-sm text-slate-700" data-testid="purchase-tracking">
                    {order.tracking}
                  </p>
                ) : null}
                {order.refunds.map((refund) => (
                  <p
                    key={refund.key}
                    data-testid="purchase-refund"
                    className={
                      refund.problem
                        ? "mt-2 text-sm font-semibold text-red-800"
                        : "mt-2 text-sm text-slate-700"
                    }
                  >
                    {refund.text}
                  </p>
                ))}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function SubscriptionsSection({
  subscriptions,
}: {
  subscriptions: CommerceData["subscriptions"];
}) {
  const rows = subscriptions === null ? null : describeSubscriptions(subscriptions);
  const live = rows?.some((row) => row.live) ?? false;
  return (
    <Section title="Subscriptions" id="subscriptions" className="pt-0">
      {rows === null ? (
        <Card>
          <p className="text-slate-700">{UNAVAILABLE}</p>
        </Card>
      ) : rows.length === 0 ? (
        <Card>
          <p className="text-slate-700">No active subscriptions</p>
        </Card>
      ) : (
        <div className="grid gap-3">
          <ul className="grid gap-3" data-testid="subscriptions">
            {rows.map((row) => (
              <li key={row.id}>
                <Card className="p-5" data-testid="subscription" data-subscription-id={row.id}>
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <p className="font-semibold text-ink-900">{row.title}</p>
                      <p className="mt-1 text-sm text-slate-700">
                        <span
                          data-testid="subscription-state"
                          className={
                            row.tone === "problem"
                              ? "font-semibold text-red-800"
                              : row.tone === "ending"
                                ? "font-semibold text-amber-800"
                                : row.tone === "ok"
                                  ? "font-semibold text-emerald-800"
                                  : "font-semibold text-slate-600"
                          }
                        >
                          {row.state}
                        </span>
                        {" · "}
                        <span data-testid="subscription-detail">{row.detail}</span>
                      </p>
                    </div>
                    {row.live ? (
                      <div className="flex flex-wrap items-start gap-2">
                        {row.switchTo ? (
                          <BillingPortalButton
                            flow="update-billing-cycle"
                            subscriptionId={row.id}
                            label={row.switchTo.label}
                          />
                        ) : null}
                        <BillingPortalButton
                          flow="update-card"
                          subscriptionId={row.id}
                          label="Update card"
                        />
                        {row.cancellable ? (
                          <CancelSubscriptionButton
                            subscriptionId={row.id}
                            productId={row.productId}
                            title={row.title}
                            endsOn={row.endsOn}
                          />
                        ) : null}
                      </div>
                    ) : null}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          {live ? (
            <div className="flex">
              <BillingPortalButton flow="manage-billing" label="Manage billing" />
            </div>
          ) : null}
        </div>
      )}
    </Section>
  );
}

export function DownloadsSection({ downloads }: { downloads: CommerceData["downloads"] }) {
  return (
    <Section title="Downloads" id="downloads" className="pt-0">
      {downloads === null ? (
        <Card>
          <p className="text-slate-700">{UNAVAILABLE}</p>
        </Card>
      ) : downloads.length === 0 ? (
        <Card>
          <p className="text-slate-700">No downloads yet</p>
          <p className="mt-3">
            <Link href="/shop#downloads" className="font-semibold text-ink-700 hover:underline">
              See checklists and workbooks
            </Link>
          </p>
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="downloads">
          {downloads.map((item) => (
            <li key={item._id}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <div>
                  <p className="font-semibold text-ink-900">{item.title}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    {item.file.name} · {formatFileSize(item.file.sizeBytes)}
                  </p>
                </div>
                <DownloadButton
                  downloadId={item._id}
                  fileName={item.file.name}
                  contentType={item.file.contentType}
                  title={item.title}
                  {...(item.product_id === FIELD_GUIDE_ID ? { label: "Download PDF" } : {})}
                />
                {item.product_id === FIELD_GUIDE_ID ? (
                  <div className="flex flex-col gap-2">
                    <DownloadButton
                      downloadId={`${item._id}-epub`}
                      path={FIELD_GUIDE_EPUB_API_PATH}
                      fileName={item.file.name.replace(/\.pdf$/, ".epub")}
                      contentType="application/epub+zip"
                      title={item.title.replace("(PDF eBook)", "(EPUB eBook)")}
                      label="Download EPUB"
                    />
                    <p className="text-sm text-slate-600">{item.description}</p>
                    <Link
                      href={FIELD_GUIDE_LISTEN_PATH}
                      className="font-semibold text-ink-700 hover:underline"
                    >
                      Listen to the read-aloud edition
                    </Link>
                  </div>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function CoursesSection({ courses }: { courses: CommerceData["courses"] }) {
  return (
    <Section title="Courses" id="courses" className="pt-0">
      {courses === null ? (
        <Card>
          <p className="text-slate-700">{UNAVAILABLE}</p>
        </Card>
      ) : courses.length === 0 ? (
        <Card>
          <p className="text-slate-700">No courses yet</p>
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="courses">
          {courses.map(({ course, status }) => {
            const lessons = course.modules.reduce((sum, m) => sum + m.lessons.length, 0);
            return (
              <li key={course._id}>
                <Card className="p-5" data-testid="course">
                  <p className="font-semibold text-ink-900">{course.title}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    {course.modules.length} modules · {lessons} lessons
                  </p>
                  {status ? (
                    <div className="mt-3 grid gap-1">
                      <progress
                        className="h-2 w-full"
                        max={100}
                        value={status.percent_complete}
                        aria-label={`${course.title} progress`}
                      />
                      <span className="text-sm text-slate-700" data-testid="course-percent">
                        {status.percent_complete}% complete
                      </span>
                    </div>
                  ) : (
                    <p className="mt-3 text-sm text-slate-600">Progress unavailable right now.</p>
                  )}
                  <Link
                    href={`/courses/${encodeURIComponent(course._id)}`}
                    className="mt-3 inline-block font-semibold text-ink-700 underline"
                  >
                    {status && status.percent_complete > 0
                      ? "Resume the course"
                      : "Start the course"}
                  </Link>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
