import { cookies } from "next/headers";
import type * as React from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { publicEnv } from "@/config/public-env";
import { HeaderBanner } from "@/features/promotions/header-banner";
import { PopupManager } from "@/features/promotions/popup-manager";
import { TestPaymentsBanner } from "@/features/shop/test-payments-banner";
import { BANNER_HINT_COOKIE } from "@/lib/banner-hint-cookie";
import { AppChrome } from "../_shell/app-chrome";
import { SiteChromeFooter, SiteChromeHeader } from "../_shell/site-chrome";

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // A banner shown on the last page keeps its height reserved on this one (no layout shift).
  const bannerReserved = (await cookies()).get(BANNER_HINT_COOKIE)?.value === "1";
  return (
    <AppChrome>
      <SiteShell
        header={<SiteChromeHeader />}
        footer={<SiteChromeFooter />}
        notice={<TestPaymentsBanner />}
        headerBanner={<HeaderBanner reserved={bannerReserved} />}
      >
        {children}
      </SiteShell>
      <PopupManager cookieDomain={publicEnv.popupCookieDomain} mode={publicEnv.promotionPopups} />
    </AppChrome>
  );
}
