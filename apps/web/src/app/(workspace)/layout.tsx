import type * as React from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { TestPaymentsBanner } from "@/features/shop/test-payments-banner";
import { SiteChromeFooter, SiteChromeHeader } from "../_shell/site-chrome";

/** Design workspaces: full width and no header banner, so the canvas gets the room. */
export default function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell
      banner={false}
      fullWidth
      header={<SiteChromeHeader />}
      footer={<SiteChromeFooter />}
      notice={<TestPaymentsBanner />}
    >
      {children}
    </SiteShell>
  );
}
