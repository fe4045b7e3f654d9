"use client";

import { getToolOrThrow } from "@inkforge/domain/catalogue/tools";
import { DISCOUNT_PERCENT } from "@inkforge/domain/constants";
import {
  AUTHOR_PAGE_EDITOR_PATH,
  type Campaign,
  EXIT_INTENT_OFFER_LINK,
  NEW_MEMBER_MODAL_TEXT,
} from "@inkforge/domain/promotions/campaign-rules";
import type { PopupChoice } from "@inkforge/domain/promotions/popup-choice";
import { readableColors } from "@inkforge/domain/promotions/readable-colors";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import Link from "next/link";
import { useEffect, useState } from "react";
import { useOwnsFeature } from "@/lib/membership/membership-store";
import { CountdownDisplay } from "./countdown-display";
import { PromoDialog } from "./promo-dialog";
import { serverNow } from "./server-clock";
import { upsellContent } from "./upsell-content";

const bookTitle = getToolOrThrow("self-publishing-handbook").item;

function CtaLink({
  campaign,
  href,
  children,
}: {
  campaign?: Campaign;
  href: string;
  children: string;
}) {
  // The site's orange darkened to 4.5:1 under white text (ember-500 alone is 3.2:1).
  const colors = readableColors(
    campaign?.ctaButton.colors ?? { background: "#ea6a0c", text: "#ffffff" },
  );
  return (
    <Link
      href={href}
      className="inline-flex w-full items-center justify-center rounded-md px-4 py-2.5 text-sm font-semibold shadow-sm hover:brightness-90"
      style={{ background: colors.background, color: colors.text }}
    >
      {children}
    </Link>
  );
}

/**
 * The builder popup's button: an owner goes straight to their editor, everyone else to the
 * campaign's link (the product page), so nobody lands on a page that only sends them on.
 */
function AuthorPageBuilderCta({ campaign }: { campaign: Campaign }) {
  const owned = useOwnsFeature(featureIds.authorPageBuilder);
  return owned ? (
    <CtaLink campaign={campaign} href={AUTHOR_PAGE_EDITOR_PATH}>
      Edit your author page
    </CtaLink>
  ) : (
    <CtaLink campaign={campaign} href={campaign.ctaButton.link}>
      {campaign.ctaButton.text}
    </CtaLink>
  );
}

/** The popup a page load chose (spec §4 "Popup choice"). */
export function ChosenPopup({
  choice,
  onClosed,
  onModalClosed,
}: {
  choice: Exclude<PopupChoice, { kind: "none" }>;
  onClosed: () => void;
  /** The new-member modal was closed by the member (not by the window's end). */
  onModalClosed: () => void;
}) {
  switch (choice.kind) {
    case "seasonal":
      return (
        <PromoDialog
          testId="popup-seasonal"
          title={choice.campaign.title}
          accent={choice.campaign.colors}
          onClosed={onClosed}
        >
          <p>Every lifetime plan is up to {DISCOUNT_PERCENT}% off until the sale ends.</p>
          <p className="text-center text-lg font-bold text-slate-900">
            <CountdownDisplay
              target={choice.campaign.countdownTarget ?? choice.campaign.endsAt}
              type={1}
              label="Sale ends in"
            />
          </p>
          <CtaLink campaign={choice.campaign} href={choice.campaign.ctaButton.link}>
            {choice.campaign.ctaButton.text}
          </CtaLink>
        </PromoDialog>
      );
    case "author-page-builder":
      return (
        <PromoDialog
          testId="popup-author-page-builder"
          title={choice.campaign.title}
          accent={choice.campaign.colors}
          onClosed={onClosed}
        >
          <p>
            One page for each pen name: your books, your bio and your links, ready to share from
            every listing.
          </p>
          <p className="text-center text-lg font-bold text-slate-900">
            <CountdownDisplay
              target={choice.countdownTarget}
              type={1}
              label="Launch price ends in"
            />
          </p>
          <AuthorPageBuilderCta campaign={choice.campaign} />
        </PromoDialog>
      );
    case "new-member-offer":
      return (
        <NewMemberModal
          deadline={choice.deadline}
          campaign={choice.campaign}
          onClosed={onClosed}
          onDismissed={onModalClosed}
        />
      );
    case "upsell": {
      const content = upsellContent(choice);
      if (!content) return null;
      return (
        <PromoDialog testId="popup-upsell" title={content.title} onClosed={onClosed}>
          <div
            data-feature={choice.featureId}
            data-variant={choice.variant}
            data-testid="upsell-body"
          >
            <p>{content.body}</p>
            <p className="mt-3 text-lg font-bold text-slate-900">{content.price}</p>
          </div>
          <CtaLink href={content.href}>{content.cta}</CtaLink>
        </PromoDialog>
      );
    }
  }
}

/**
 * The new-member offer modal (spec §4, POP-08..13): 'Main sale ends in 3 days.', 55% off lifetime
 * items with the eBook and audiobook of our book as a bonus, and the 24-hour countdown. It closes
 * by itself when the 24 hours are over (POP-10); a close by the member is remembered.
 */
function NewMemberModal({
  deadline,
  campaign,
  onClosed,
  onDismissed,
}: {
  deadline: Date;
  campaign: Campaign;
  onClosed: () => void;
  onDismissed: () => void;
}) {
  const [expired, setExpired] = useState(() => serverNow() >= deadline);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (serverNow() >= deadline) setExpired(true);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return (
    <PromoDialog
      testId="new-member-modal"
      title="Welcome! Your new-member offer"
      accent={campaign.colors}
      closeRequested={expired}
      onClosed={() => {
        if (!expired) onDismissed();
        onClosed();
      }}
    >
      <p className="font-semibold text-slate-900">{NEW_MEMBER_MODAL_TEXT}</p>
      <p>
        Get <strong>{DISCOUNT_PERCENT}% off lifetime items</strong>, and as a bonus the eBook and
        the audiobook of{" "}
        <Link href="/spt-book" className="underline">
          <em>{bookTitle}</em>
        </Link>
        , our own guide to self-publishing, free.
      </p>
      <p className="text-center text-sm text-slate-700">
        Your offer ends in{" "}
        <CountdownDisplay
          target={deadline}
          type={2}
          label="Your offer ends in"
          className="text-lg font-bold text-slate-900"
        />
      </p>
      <CtaLink campaign={campaign} href={EXIT_INTENT_OFFER_LINK}>
        {`Get ${DISCOUNT_PERCENT}% off lifetime`}
      </CtaLink>
    </PromoDialog>
  );
}

/** The exit-intent offer (POP-14, G-33): the lifetime tab of /new-member, with its countdown. */
export function ExitIntentOffer({ deadline, onClosed }: { deadline: Date; onClosed: () => void }) {
  return (
    <PromoDialog
      testId="exit-intent-offer"
      title="Before you go: your offer is waiting"
      onClosed={onClosed}
    >
      <p>
        As a new member you get up to {DISCOUNT_PERCENT}% off every lifetime plan, with the eBook
        and audiobook of <em>{bookTitle}</em> free.
      </p>
      <p className="text-center text-lg font-bold text-slate-900">
        <CountdownDisplay target={deadline} type={2} label="Offer ends in" />
      </p>
      <CtaLink href={EXIT_INTENT_OFFER_LINK}>See lifetime prices</CtaLink>
    </PromoDialog>
  );
}

/** The promo banner (PROMO-01..04): fixed at the bottom, so it never moves the page. */
export function PromoBanner({
  campaign,
  target,
  onClose,
}: {
  campaign: Campaign;
  target: Date | null;
  onClose: () => void;
}) {
  const colors = readableColors(campaign.colors);
  const cta = readableColors(campaign.ctaButton.colors);
  return (
    <section
      aria-label="Limited time offer"
      data-testid="promo-banner"
      className="fixed inset-x-0 bottom-0 z-[80] shadow-[0_-4px_12px_rgba(0,0,0,0.15)]"
      style={{ background: colors.background, color: colors.text }}
    >
      <div className="mx-auto flex max-w-[1300px] flex-wrap items-center justify-center gap-x-4 gap-y-2 px-12 py-3 text-sm sm:text-base">
        <p className="font-semibold">{campaign.title}</p>
        {target ? <CountdownDisplay target={target} type={2} label="Offer ends in" /> : null}
        <Link
          href={campaign.ctaButton.link}
          className="rounded-md px-3 py-1.5 font-semibold hover:brightness-90"
          style={{ background: cta.background, color: cta.text }}
        >
          {campaign.ctaButton.text}
        </Link>
        {campaign.closeButton ? (
          <button
            type="button"
            aria-label="Close the offer banner"
            className="absolute right-3 flex h-8 w-8 items-center justify-center rounded-full text-xl leading-none hover:bg-white/20"
            onClick={onClose}
          >
            ×
          </button>
        ) : null}
      </div>
    </section>
  );
}
