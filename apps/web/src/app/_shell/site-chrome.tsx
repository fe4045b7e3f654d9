import { HeaderAccountArea } from "@/app/_shell/header/header-account-area";
import { MobileNav } from "@/app/_shell/header/mobile-nav";
import { FooterColumn, SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { env } from "@/config/env";
import { publicEnv } from "@/config/public-env";
import { getAccountNav } from "@/features/account/account-nav";
import { hasSessionCookie } from "@/features/auth/session-hint";
import { CookieSettingsButton } from "@/features/cookie-consent/cookie-consent";
import { getFooterColumns } from "@/features/navigation/footer-columns";
import { FooterLinkItems } from "@/features/navigation/footer-links";
import { getNavData } from "@/features/navigation/nav-data";
import { PrimaryNavItems } from "@/features/navigation/primary-nav-items";
import { companyLinks } from "@/features/navigation/site-links";
import { ToolsMegaMenu } from "@/features/navigation/tools-mega-menu";
import { NewsletterForm } from "@/features/newsletter/newsletter-form";
import { listPaletteEntries, listToolSearchEntries } from "@/features/search/search-data";
import { SearchLauncher } from "@/features/search/search-launcher";
import { loadServiceDirectory } from "@/features/services/directory";
import { ServicesMenu } from "@/features/services/services-menu";
import { SurveyWidget } from "@/features/survey/survey-widget";

/*
 * The site's header and footer with their feature pieces, composed here in the app layer so
 * `components/layout` stays free of features (docs/code-style.md: app → features → components).
 * The signed-in menus are small client components that read the session in the browser.
 */

export async function SiteChromeHeader() {
  // A session cookie means "probably signed in": the header renders that layout from the start.
  const signedInHint = await hasSessionCookie();
  const nav = getNavData();
  const accountNav = getAccountNav(env.externalUrls);
  const services = await loadServiceDirectory();
  return (
    <SiteHeader
      mobileNav={
        <MobileNav nav={nav} company={companyLinks} account={accountNav} services={services} />
      }
      desktopNav={
        <>
          <li>
            <ToolsMegaMenu categories={nav.categories} />
          </li>
          <PrimaryNavItems
            links={nav.primary}
            servicesMenu={<ServicesMenu categories={services} />}
            signedInHint={signedInHint}
          />
        </>
      }
      accountArea={
        <div className="flex shrink-0 items-center gap-1">
          <SearchLauncher
            tools={listToolSearchEntries(env.externalUrls)}
            palette={listPaletteEntries(env.externalUrls)}
            forumSearchUrl={publicEnv.forumSearchUrl}
          />
          <HeaderAccountArea nav={accountNav} signedInHint={signedInHint} />
        </div>
      }
    />
  );
}

export function SiteChromeFooter() {
  return (
    <SiteFooter
      columns={getFooterColumns(env.externalUrls).map((column) => (
        <FooterColumn key={column.title} title={column.title}>
          <FooterLinkItems links={column.links}>
            {column.title === "Company" ? (
              <li>
                <CookieSettingsButton className="text-slate-300 hover:text-white hover:underline" />
              </li>
            ) : null}
          </FooterLinkItems>
        </FooterColumn>
      ))}
      newsletter={
        <>
          <NewsletterForm />
          {publicEnv.formbricks ? (
            <SurveyWidget
              apiHost={publicEnv.formbricks.apiHost}
              environmentId={publicEnv.formbricks.environmentId}
            />
          ) : null}
        </>
      }
    />
  );
}
