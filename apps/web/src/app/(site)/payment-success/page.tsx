import { toSafeRelativePath } from "@inkforge/domain/navigation/safe-redirect";
import { findProduct } from "@inkforge/domain/shop/catalogue";
import { firstQueryValue } from "@inkforge/domain/shop/checkout-links";
import { courses } from "@inkforge/domain/shop/courses";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { buttonVariants } from "@/components/ui/button-variants";
import { requireSession } from "@/features/auth/require-session";
import { PaymentSuccess } from "@/features/shop/payment-success";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Your payment",
    description:
      "Confirms your payment with the provider and shows what it put on your account, with a link back to where you were.",
    path: "/payment-success",
  }),
  robots: { index: false, follow: false },
};

type SearchParams = Record<string, string | string[] | undefined>;

/** The query string again, for the sign-in detour's way back. */
function currentPath(query: SearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      params.append(key, item);
    }
  }
  const search = params.toString();
  return search ? `/payment-success?${search}` : "/payment-success";
}

const ORDER_REF = /^[A-Za-z0-9_-]{1,128}$/;

function ref(value: string | string[] | undefined): string | null {
  const first = firstQueryValue(value);
  return first && ORDER_REF.test(first) ? first : null;
}

export default async function PaymentSuccessPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const query = await searchParams;
  await requireSession(currentPath(query));
  // `next` is the URL-encoded path the buyer came from (ROUTE-43); only same-site paths.
  const next = toSafeRelativePath(firstQueryValue(query.next), "/me");
  const claimed = findProduct(firstQueryValue(query.claimed));
  const freeClaim = claimed && claimed.priceCents === 0 ? claimed : undefined;
  // A free claim paid nothing: say what it gave, and open the course it unlocks.
  const course = freeClaim
    ? courses.find((item) => freeClaim.grants.includes(item.requires))
    : undefined;
  if (!freeClaim) {
    // The heading follows the payment's confirmation, so the client draws it (never "successful"
    // over a reference that matches nothing).
    return (
      <PaymentSuccess
        next={next}
        token={ref(query.token)}
        sessionId={ref(query.session_id)}
        claimedName={null}
      />
    );
  }
  return (
    <>
      <PageIntro
        eyebrow="Thank you"
        title="Added to your account"
        lead="It is free and yours to keep; you will find it on your account page."
      />
      {course ? (
        <p className="pt-6">
          <Link
            href={`/courses/${encodeURIComponent(course._id)}`}
            className={buttonVariants({ size: "lg" })}
            data-testid="open-course"
          >
            Start {course.title}
          </Link>
        </p>
      ) : null}
      <div className="max-w-2xl py-10 pb-16">
        <PaymentSuccess
          next={next}
          token={null}
          sessionId={null}
          claimedName={freeClaim.offerTitle}
        />
      </div>
    </>
  );
}
