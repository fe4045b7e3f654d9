import Link from "next/link";
import { memberships } from "../memberships";

/**
 * The memberships and add-ons sold on their own, as linked cards with their price; an offer an
 * operator took off sale says so instead of a price (decision 0145).
 */
export function MembershipGrid({ offSale = new Set() }: { offSale?: ReadonlySet<string> }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {memberships.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 hover:border-ink-300 hover:bg-ink-50"
          >
            <span className="font-semibold text-ink-900">{item.name}</span>
            <span className="mt-1 text-sm text-slate-700">{item.summary}</span>
            {offSale.has(item.offerId) ? (
              <span
                data-testid="membership-off-sale"
                className="mt-auto pt-3 text-sm font-semibold text-slate-600"
              >
                Not on sale at the moment
              </span>
            ) : (
              <span className="mt-auto pt-3 text-sm font-semibold text-ink-800">{item.price}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
