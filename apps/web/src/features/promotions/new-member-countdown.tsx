"use client";

import { isNewMember, newMemberDeadline } from "@inkforge/domain/promotions/new-member";
import { useEffect, useRef, useState } from "react";
import { useAuth } from "@/lib/auth/use-auth";
import { cn } from "@/lib/cn";
import { CountdownDisplay } from "./countdown-display";
import { useActivePromotions } from "./use-active-promotions";
import { useServerNow } from "./use-server-now";

/** The spec's hide animation delay (§4, CD-07, CONST-41). */
export const NEW_MEMBER_COUNTDOWN_HIDE_MS = 500;

type Phase = "hidden" | "shown" | "hiding";

/**
 * The member's own 24-hour offer countdown (spec §4, CD-06, CD-07). It shows while the account
 * is under 24 hours old by the server's clock; once the window has expired or the member signed
 * out it fades out over 500 ms and is then removed. With reduced motion there is no fade, but the
 * same 500 ms pass before it goes, so the timing never depends on a preference.
 * `createdAt`: the member's signup instant, null when signed out, undefined while not yet known
 * (a loading session changes nothing).
 */
export function NewMemberCountdown({
  createdAt,
  className,
}: {
  createdAt: string | null | undefined;
  className?: string;
}) {
  const now = useServerNow(1000);
  const eligible = createdAt ? isNewMember({ createdAt }, now) : false;
  const [phase, setPhase] = useState<Phase>("hidden");
  // The fading countdown keeps its target after sign-out instead of jumping to 0:0:0.
  const deadline = useRef<Date | null>(null);
  const current = createdAt ? newMemberDeadline({ createdAt }) : null;
  if (current) deadline.current = current;

  useEffect(() => {
    if (createdAt === undefined) return;
    setPhase((before) => (eligible ? "shown" : before === "hidden" ? "hidden" : "hiding"));
  }, [eligible, createdAt]);

  useEffect(() => {
    if (phase !== "hiding") return;
    const timer = window.setTimeout(() => setPhase("hidden"), NEW_MEMBER_COUNTDOWN_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === "hidden") return null;
  return (
    <div
      data-testid="new-member-countdown"
      data-state={phase}
      aria-hidden={phase === "hiding" ? true : undefined}
      className={cn(
        "transition-[opacity,transform] duration-500 ease-out motion-reduce:transition-none",
        phase === "hiding" &&
          "-translate-y-1 opacity-0 motion-reduce:translate-y-0 motion-reduce:opacity-100",
        className,
      )}
    >
      <p className="inline-flex flex-wrap items-center gap-2 rounded-lg bg-ember-100/70 px-4 py-2 text-sm text-slate-900">
        Your new-member offer ends in
        <CountdownDisplay
          target={deadline.current}
          type={2}
          label="Your new-member offer ends in"
          className="text-base font-bold"
        />
      </p>
    </div>
  );
}

/** The countdown for whoever is signed in (none for guests), from the promotions answer. */
export function SessionNewMemberCountdown({ className }: { className?: string }) {
  // A session the API revoked counts as signed out (useAuth), so the countdown hides then too.
  const { status } = useAuth();
  const { promotions } = useActivePromotions();
  const createdAt =
    status === "unauthenticated"
      ? null
      : promotions === null
        ? undefined
        : (promotions.user?.createdAt ?? null);
  return <NewMemberCountdown createdAt={createdAt} className={className} />;
}
