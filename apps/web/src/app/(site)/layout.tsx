import type * as React from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { TestPaymentsBanner } from "@/features/shop/test-payments-banner";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell notice={<TestPaymentsBanner />}>{children}</SiteShell>;
}
