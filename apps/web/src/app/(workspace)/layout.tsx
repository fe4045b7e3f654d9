import type * as React from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { publicEnv } from "@/config/public-env";
import { PopupManager } from "@/features/promotions/popup-manager";
import { TestPaymentsBanner } from "@/features/shop/test-payments-banner";
import { AppChrome } from "../_shell/app-chrome";
import { SiteChromeFooter, SiteChromeHeader } from "../_shell/site-chrome";

/**
 * Design workspaces: full width and no header banner, so the canvas gets the room. The popup
 * manager stays (spec §2.2: every page has one); it shows at most one popup per 12 hours.
 */
export default function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  return (
    <AppChrome>
      <SiteShell
        banner={false}
        fullWidth
        header={<SiteChromeHeader />}
        footer={<SiteChromeFooter />}
        notice={<TestPaymentsBanner />}
      >
        {children}
      </SiteShell>
      <PopupManager cookieDomain={publicEnv.popupCookieDomain} mode={publicEnv.promotionPopups} />
    </AppChrome>
  );
}
