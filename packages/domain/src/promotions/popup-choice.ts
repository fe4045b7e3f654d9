import { filterUpsells, type PopupSetKey, popupSetForSession } from "../shop/upsell";
import { type Campaign, findActiveCampaign, type PopupSet } from "./campaign-rules";
import { isNewMember, newMemberDeadline } from "./new-member";
import { nextUpsellPopup, type RotationState, type UpsellPopup } from "./popup-rotation";
import { type Instant, toEpochMs } from "./time";

/*
 * Which popup a page load shows (spec §4 "Popup choice", §5; POP-05..08, POP-15, POP-21..39,
 * D-02). The caller has already checked the popup cookie (popup-cookie.ts) and passes what is
 * stored locally: the last alternating popup, the rotation cookie, whether the new-member modal
 * was closed. In order:
 *   1. exactly one of token and user info missing (the session is still loading) → nothing (§5);
 *   2. while a `seasonal-popup` or `author-page-builder-popup` campaign is active, they alternate:
 *      seasonal first, then the page builder, and so on (POP-05);
 *   3. otherwise a signed-in new member (createdAt within 24 h, not in the future) gets the
 *      new-member offer modal while a `new-member-offer` campaign is active (POP-08); once the
 *      member closed it, nothing else shows during the window: an upsell at full price would
 *      undercut the offer they were just shown (decision 0036);
 *   4. otherwise the next upsell of the user's popup set (POP-15), filtered by what they own
 *      (POP-37..39). Any error here falls back to the guest set, unfiltered (spec §8, POP-36).
 */

export type AlternatingPopup = "seasonal" | "author-page-builder";

export type PopupChoiceInput = {
  now: Instant;
  /** The session token, or null for a guest. */
  token: unknown;
  /** The user info (`createdAt`, `features.simple`, `userType`), or null for a guest. */
  userInfo: unknown;
  campaigns: readonly Campaign[];
  popupSets: readonly PopupSet[];
  /** The alternating popup shown last (stored locally); null when none was. */
  lastAlternating: AlternatingPopup | null;
  /** The parsed rotation cookie. */
  rotation: RotationState | null;
  /** True once this user closed the new-member modal (G-34). */
  newMemberModalClosed: boolean;
};

export type PopupChoice =
  | {
      kind: "seasonal";
      campaign: Campaign;
      /** Store locally as the last alternating popup. */
      alternating: "seasonal";
    }
  | {
      kind: "author-page-builder";
      campaign: Campaign;
      /** The page builder countdown's target (POP-06); null when the campaign sets none. */
      countdownTarget: Date | null;
      alternating: "author-page-builder";
    }
  | { kind: "new-member-offer"; campaign: Campaign; deadline: Date }
  | ({ kind: "upsell" } & UpsellPopup)
  | { kind: "none" };

const NONE: PopupChoice = { kind: "none" };

export function choosePopup(input: PopupChoiceInput): PopupChoice {
  const nowMs = toEpochMs(input.now);
  if (nowMs === null) return NONE;
  const now = new Date(nowMs);
  const setKey = popupSetForSession({ token: input.token, userInfo: input.userInfo }, { now });
  if (setKey === null) return NONE;

  const alternating = chooseAlternating(input.campaigns, now, input.lastAlternating);
  if (alternating) return alternating;

  // Past the session check, user info means a signed-in user.
  if (isNewMember(input.userInfo, now)) {
    const offer = findActiveCampaign(input.campaigns, "new-member-offer", now);
    const deadline = newMemberDeadline(input.userInfo);
    if (offer && deadline) {
      return input.newMemberModalClosed
        ? NONE
        : { kind: "new-member-offer", campaign: offer, deadline };
    }
  }
  const upsell = chooseUpsell(input, setKey, now);
  return upsell ? { kind: "upsell", ...upsell } : NONE;
}

function chooseAlternating(
  campaigns: readonly Campaign[],
  now: Date,
  last: AlternatingPopup | null,
): PopupChoice | undefined {
  const seasonal = findActiveCampaign(campaigns, "seasonal-popup", now);
  const builder = findActiveCampaign(campaigns, "author-page-builder-popup", now);
  const showBuilder = builder && (!seasonal || last === "seasonal");
  if (showBuilder) {
    const target = builder.countdownTarget ?? builder.endsAt;
    return {
      kind: "author-page-builder",
      campaign: builder,
      countdownTarget: target === null ? null : new Date(target),
      alternating: "author-page-builder",
    };
  }
  if (seasonal) return { kind: "seasonal", campaign: seasonal, alternating: "seasonal" };
  return undefined;
}

function findSet(sets: readonly PopupSet[], key: PopupSetKey): PopupSet | undefined {
  return sets.find((set) => set.id === key);
}

function chooseUpsell(input: PopupChoiceInput, key: PopupSetKey, now: Date): UpsellPopup | null {
  try {
    const set = findSet(input.popupSets, key) ?? findSet(input.popupSets, "default");
    if (!set) return null;
    const info = input.userInfo as { features?: { simple?: unknown }; userType?: unknown } | null;
    const userType = typeof info?.userType === "number" ? info.userType : null;
    const items = set.featuresToShow.map((_id) => ({ _id }));
    const allowed = new Set(
      filterUpsells(items, info?.features?.simple ?? [], { now, userType }).map((item) => item._id),
    );
    return nextUpsellPopup(set, input.rotation, (id) => allowed.has(id));
  } catch {
    const guest = findSet(input.popupSets, "default");
    return guest ? nextUpsellPopup(guest, input.rotation) : null;
  }
}
