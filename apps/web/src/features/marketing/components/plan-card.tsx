import type { PlanCard as Plan } from "@inkforge/domain/shop/catalogue";
import Link from "next/link";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { CheckList } from "./check-list";

type PlanCardProps = {
  plan: Plan;
  /** The big price line, already formatted (e.g. "$9.99"). */
  price: React.ReactNode;
  /** Small text after the price ("/month", "one-time"). */
  suffix?: string;
  /** A line under the price (savings, offer details). */
  priceNote?: React.ReactNode;
  cta: { label: string; href: string };
  /** Replaces the call to action (e.g. one that knows the signed-in user's plan). */
  action?: React.ReactNode;
  className?: string;
};

/** One plan: name (an h3), price, call to action, highlights and who it is for. */
export function PlanCard({
  plan,
  price,
  suffix,
  priceNote,
  cta,
  action,
  className,
}: PlanCardProps) {
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm xl:p-5",
        plan.recommended ? "border-ember-500 ring-2 ring-ember-500/30" : "border-slate-200",
        className,
      )}
    >
      {plan.recommended ? (
        <p className="absolute -top-3 left-4 whitespace-nowrap rounded-full bg-ember-600 px-3 py-0.5 text-xs font-semibold text-white">
          Recommended for book makers
        </p>
      ) : null}
      <h3 id={`plan-${plan.id}`} className="text-xl font-bold text-ink-900">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-slate-700">{plan.summary}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink-900">{price}</span>
        {suffix ? <span className="text-sm text-slate-600">{suffix}</span> : null}
      </p>
      <div className="mt-1 min-h-6 text-sm text-slate-700">{priceNote}</div>
      {action ?? (
        <Button
          asChild
          variant={plan.recommended ? "primary" : "secondary"}
          // Five plans share a row on wide screens: long labels wrap rather than overflow.
          className="mt-5 h-auto min-h-12 w-full whitespace-normal py-2 text-center"
          size="lg"
        >
          <Link href={cta.href}>{cta.label}</Link>
        </Button>
      )}
      <CheckList items={plan.highlights} className="mt-6 text-sm" />
      <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-600">
        <span className="font-semibold text-slate-800">Best for: </span>
        {plan.audience}
      </p>
    </article>
  );
}
