"use client";

import type { Campaign } from "@inkforge/domain/promotions/campaign-rules";
import { chooseHeaderBanner } from "@inkforge/domain/promotions/header-banner";
import { readableColors } from "@inkforge/domain/promotions/readable-colors";
import { clsx as cn } from "clsx";
import Link from "next/link";
import { useEffect } from "react";
import { writeBannerHint } from "./banner-hint";
import { CountdownDisplay } from "./countdown-display";
import { useActivePromotions } from "./use-active-promotions";
import { useServerNow } from "./use-server-now";

/** The banner's height, reserved before it arrives: two lines on phones, one from `sm`. */
const HEADER_BANNER_HEIGHT = "h-16 sm:h-11";

/**
 * The header banner (spec §4, BAN-01..04): the seasonal sale with a days/hours/minutes/seconds
 * countdown while it runs; after it, the new-member offer counting to createdAt + 3 days for an
 * account younger than 3 days; otherwise nothing. Decided again every second by the server's
 * clock, so it switches at the sale's end without a reload. `reserved`: the server kept its height
 * free because the last page showed one.
 */
export function HeaderBanner({ reserved = false }: { reserved?: boolean }) {
  const { promotions } = useActivePromotions();
  const now = useServerNow();
  const choice = promotions
    ? chooseHeaderBanner({ now, user: promotions.user, campaigns: promotions.campaigns })
    : null;
  const decided = choice !== null;
  const shown = decided && choice.kind !== "none";

  useEffect(() => {
    if (decided) writeBannerHint(shown);
  }, [decided, shown]);

  if (!choice || choice.kind === "none") {
    // Keep the reserved space until the answer arrives; collapse once it says "no banner".
    return reserved && choice === null ? (
      <div aria-hidden className={HEADER_BANNER_HEIGHT} data-testid="header-banner-reserved" />
    ) : null;
  }
  return (
    <BannerBar
      campaign={choice.campaign}
      kind={choice.kind}
      countdownTarget={choice.countdownTarget}
      countdownType={choice.countdownType}
    />
  );
}

function BannerBar({
  campaign,
  kind,
  countdownTarget,
  countdownType,
}: {
  campaign: Campaign;
  kind: "sale" | "new-member-offer";
  countdownTarget: Date | null;
  countdownType: 1 | 2;
}) {
  const colors = readableColors(campaign.colors);
  const cta = readableColors(campaign.ctaButton.colors);
  return (
    <section
      aria-label={kind === "sale" ? "Sale" : "New-member offer"}
      data-testid="header-banner"
      data-banner-kind={kind}
      className={cn(HEADER_BANNER_HEIGHT, "flex items-center")}
      style={{ background: colors.background, color: colors.text }}
    >
      <div className="mx-auto flex w-full max-w-[1300px] items-center justify-between gap-2 px-4 text-xs sm:justify-center sm:gap-4 sm:px-6 sm:text-sm">
        <p className="line-clamp-2 min-w-0 font-semibold sm:line-clamp-1">{campaign.title}</p>
        <div className="flex shrink-0 items-center gap-2 sm:gap-4">
          {countdownTarget ? (
            <CountdownDisplay
              target={countdownTarget}
              type={countdownType}
              label={kind === "sale" ? "Sale ends in" : "Offer ends in"}
              className="text-sm font-bold sm:text-base"
            />
          ) : null}
          <Link
            href={campaign.ctaButton.link}
            className="whitespace-nowrap rounded-md px-2.5 py-1 text-xs font-semibold shadow-sm hover:brightness-90 sm:px-3 sm:text-sm"
            style={{ background: cta.background, color: cta.text }}
          >
            {campaign.ctaButton.text}
          </Link>
        </div>
      </div>
    </section>
  );
}
