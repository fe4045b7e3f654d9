"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button-variants";

export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-2xl py-20 text-center" data-testid="error-page">
      <p className="text-sm font-semibold uppercase tracking-wide text-ember-700">
        Something went wrong
      </p>
      <h1 className="mt-2 text-4xl font-bold text-ink-900">This page hit a problem</h1>
      <p className="mt-4 text-lg text-slate-600">
        Nothing you entered was lost on our side. Try again, and if it keeps happening tell us
        through the support page{error.digest ? ` quoting reference ${error.digest}` : ""}.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Plain elements with button styles: this boundary loads on every page. */}
        <button type="button" className={buttonVariants()} onClick={() => reset()}>
          Try again
        </button>
        <Link href="/support" className={buttonVariants({ variant: "outline" })}>
          Contact support
        </Link>
      </div>
    </div>
  );
}
