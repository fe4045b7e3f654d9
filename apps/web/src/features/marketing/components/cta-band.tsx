import Link from "next/link";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type CtaBandProps = {
  title: string;
  body: React.ReactNode;
  /** The main link; or `primaryAction`, a component that picks it (e.g. by what the visitor owns). */
  primary?: { label: string; href: string };
  primaryAction?: React.ReactNode;
  secondary?: { label: string; href: string };
  className?: string;
};

/** A closing call to action on a navy band. */
export function CtaBand({
  title,
  body,
  primary,
  primaryAction,
  secondary,
  className,
}: CtaBandProps) {
  return (
    <section
      aria-labelledby="cta-title"
      className={cn("my-12 rounded-2xl bg-ink-900 px-6 py-10 text-white sm:px-10", className)}
    >
      <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <div className="mt-3 max-w-2xl text-ink-100">{body}</div>
      <div className="mt-6 flex flex-wrap gap-3">
        {primaryAction ??
          (primary ? (
            <Button asChild size="lg">
              <Link href={primary.href}>{primary.label}</Link>
            </Button>
          ) : null)}
        {secondary ? (
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10"
          >
            <Link href={secondary.href}>{secondary.label}</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
