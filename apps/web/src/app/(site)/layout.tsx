import type * as React from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { TestPaymentsBanner } from "@/features/shop/test-payments-banner";
import { SiteChromeFooter, SiteChromeHeader } from "../_shell/site-chrome";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell
      header={<SiteChromeHeader />}
      footer={<SiteChromeFooter />}
      notice={<TestPaymentsBanner />}
    >
      {children}
    </SiteShell>
  );
}
