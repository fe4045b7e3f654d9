"use client";

import { POPUP_COOKIE_POLL_MS } from "@inkforge/domain/constants";
import type { Campaign } from "@inkforge/domain/promotions/campaign-rules";
import { findActiveCampaign } from "@inkforge/domain/promotions/campaign-rules";
import { isInOfferBannerWindow, offerBannerDeadline } from "@inkforge/domain/promotions/new-member";
import { choosePopup, type PopupChoice } from "@inkforge/domain/promotions/popup-choice";
import { shouldShowPopup } from "@inkforge/domain/promotions/popup-cookie";
import { choosePromoBanner } from "@inkforge/domain/promotions/promo-banner";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { isPopupFreePage } from "./popup-pages";
import {
  isModalClosed,
  markExitIntentShown,
  markModalClosed,
  markPopupShown,
  markPromoBannerClosed,
  readAlternation,
  readRotation,
  wasExitIntentShown,
  wasPromoBannerClosed,
  writeAlternation,
  writeRotation,
} from "./popup-storage";
import { ChosenPopup, ExitIntentOffer, PromoBanner } from "./popup-views";
import { PROMOTION_EVENT } from "./promotion-trigger";
import { serverNow } from "./server-clock";
import { upsellContent } from "./upsell-content";
import { useActivePromotions } from "./use-active-promotions";

type ShownPopup = Exclude<PopupChoice, { kind: "none" }>;

/**
 * The popup this page load showed. Kept outside React: the cookie is set the moment a popup is
 * chosen, so if the host is mounted again (a layout re-render after hydration), the new instance
 * must show the same popup rather than find the cookie and show nothing.
 */
let shownThisLoad: ShownPopup | null = null;

/** A new page load (tests render several "loads" in one module instance). */
export function forgetShownPopup(): void {
  shownThisLoad = null;
}

/** Desktop only (G-33): a mouse, and the desktop layout's width. */
const EXIT_INTENT_MEDIA = "(min-width: 1024px) and (pointer: fine)";

/**
 * The popup manager (spec §4): loaded after the page (decision 0054). Every 300 ms it reads the
 * popup cookie; when it is absent (none shown in the last 12 hours, in any tab of the site) it
 * asks `choosePopup` which popup this page load shows, sets the cookie and shows it. The cookie
 * is polled rather than read once so that tabs open side by side agree (G-38). It also listens
 * for the exit intent and for the promo banner's trigger event.
 */
/** A dialog the visitor opened (Radix marks an open one `data-state="open"`). */
function isAnotherDialogOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"]') !== null;
}

export function PopupHost({ cookieDomain }: { cookieDomain: string | null }) {
  const { promotions, token } = useActivePromotions();
  const [popup, setPopupState] = useState<ShownPopup | null>(() => shownThisLoad);
  const setPopup = useCallback((next: ShownPopup | null) => {
    shownThisLoad = next;
    setPopupState(next);
  }, []);
  const [exitDeadline, setExitDeadline] = useState<Date | null>(null);
  const [promo, setPromo] = useState<{ campaign: Campaign; target: Date | null } | null>(null);
  const open = useRef(shownThisLoad !== null);
  const userId = promotions?.user?._id ?? null;
  const pathname = usePathname();
  // Read by the timers: a popup never opens over sign-in, password, checkout or payment pages,
  // and nothing is marked shown there, so the chosen popup waits for the next page.
  const onPopupFreePage = useRef(isPopupFreePage(pathname));
  onPopupFreePage.current = isPopupFreePage(pathname);

  useEffect(() => {
    if (!promotions) return;
    const check = () => {
      if (open.current || onPopupFreePage.current || !shouldShowPopup(document.cookie)) return;
      // Never over what the visitor opened (the tool palette, search, the menu drawer): the popup
      // waits for the next poll after it closes, and nothing is marked shown meanwhile.
      if (isAnotherDialogOpen()) return;
      const choice = choosePopup({
        now: serverNow(),
        token: promotions.user ? (token ?? "session") : null,
        userInfo: promotions.user,
        campaigns: promotions.campaigns,
        popupSets: promotions.popupSets,
        lastAlternating: readAlternation(),
        rotation: readRotation(),
        newMemberModalClosed: isModalClosed(promotions.user?._id),
      });
      if (choice.kind === "none") return;
      if (choice.kind === "upsell" && !upsellContent(choice)) return;
      markPopupShown(cookieDomain);
      if (choice.kind === "seasonal" || choice.kind === "author-page-builder") {
        writeAlternation(choice.alternating);
      }
      if (choice.kind === "upsell") writeRotation(choice.rotation, cookieDomain);
      open.current = true;
      setPopup(choice);
    };
    check();
    const timer = window.setInterval(check, POPUP_COOKIE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [promotions, token, cookieDomain, setPopup]);

  // Exit intent: the pointer leaves through the top of the viewport, once per session, for an
  // account in its offer window, never over another popup (G-33).
  useEffect(() => {
    const user = promotions?.user;
    if (!promotions || !user) return;
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return;
      if (open.current || onPopupFreePage.current || wasExitIntentShown()) return;
      if (isAnotherDialogOpen()) return;
      if (!window.matchMedia(EXIT_INTENT_MEDIA).matches) return;
      const now = serverNow();
      if (!isInOfferBannerWindow(user, now)) return;
      if (!findActiveCampaign(promotions.campaigns, "new-member-offer", now)) return;
      const deadline = offerBannerDeadline(user);
      if (!deadline) return;
      markExitIntentShown();
      open.current = true;
      setExitDeadline(deadline);
    };
    document.addEventListener("mouseout", onLeave);
    return () => document.removeEventListener("mouseout", onLeave);
  }, [promotions]);

  // The promo banner shows only when its trigger event fires (PROMO-04).
  useEffect(() => {
    if (!promotions) return;
    const onTrigger = (event: Event) => {
      const fired = event instanceof CustomEvent ? String(event.detail) : null;
      const now = serverNow();
      const campaign = choosePromoBanner(promotions.campaigns, now, fired);
      if (!campaign || onPopupFreePage.current || wasPromoBannerClosed()) return;
      const length = campaign.countdown;
      const target = length
        ? new Date(
            now.getTime() + ((length.hours * 60 + length.minutes) * 60 + length.seconds) * 1000,
          )
        : null;
      setPromo({ campaign, target });
    };
    window.addEventListener(PROMOTION_EVENT, onTrigger);
    return () => window.removeEventListener(PROMOTION_EVENT, onTrigger);
  }, [promotions]);

  // A call to action navigates within the app: whatever was open goes with the old page.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    open.current = false;
    setPopup(null);
    setExitDeadline(null);
    setPromo(null);
  }, [pathname, setPopup]);

  const closed = useCallback(() => {
    open.current = false;
    setPopup(null);
    setExitDeadline(null);
  }, [setPopup]);
  const modalDismissed = useCallback(() => {
    if (userId) markModalClosed(userId);
  }, [userId]);

  if (isPopupFreePage(pathname)) return null;

  return (
    <>
      {popup ? (
        <ChosenPopup choice={popup} onClosed={closed} onModalClosed={modalDismissed} />
      ) : null}
      {exitDeadline ? <ExitIntentOffer deadline={exitDeadline} onClosed={closed} /> : null}
      {promo ? (
        <PromoBanner
          campaign={promo.campaign}
          target={promo.target}
          onClose={() => {
            markPromoBannerClosed();
            setPromo(null);
          }}
        />
      ) : null}
    </>
  );
}
