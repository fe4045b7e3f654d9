import type { PopupSet } from "./campaign-rules";

/*
 * Upsell popup rotation (spec §4 "Rotation", POP-16..20). The last shown feature is stored in a
 * cookie together with the id of the set it came from, so a user whose set changed (they bought
 * something) starts the new set at its first feature instead of at a position of the old one.
 */

export const POPUP_ROTATION_COOKIE_NAME = "popupRotation";

/** The last shown upsell: which set, which feature. */
export type RotationState = { setId: string; featureId: string };

export type UpsellPopup = {
  setId: string;
  featureId: string;
  /** `upgrade` when the feature is in the set's targetUpgrade (POP-20). */
  variant: "upgrade" | "standard";
  /** True when the feature is in targetLifeTime: the lifetime-offer variant (G-31). */
  lifetime: boolean;
  /** What to store in the rotation cookie now that this popup shows. */
  rotation: RotationState;
};

const SEPARATOR = ":";

/** The cookie value for a rotation state (URI-encoded, so any id survives the cookie syntax). */
export function serializeRotationCookie(state: RotationState): string {
  return encodeURIComponent(`${state.setId}${SEPARATOR}${state.featureId}`);
}

/** The rotation state of a cookie value; null for a missing or malformed value. */
export function parseRotationCookie(value: string | null | undefined): RotationState | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const index = decoded.indexOf(SEPARATOR);
  if (index <= 0 || index === decoded.length - 1) return null;
  return { setId: decoded.slice(0, index), featureId: decoded.slice(index + 1) };
}

/**
 * The feature to show next: the one after the stored feature in featuresToShow, wrapping from the
 * last to the first (POP-17); the first when nothing is stored (POP-18), when the stored state is
 * of another set (POP-19) or names a feature the set no longer lists. Features `isAllowed` rejects
 * (upsell filtering, POP-37..39) are skipped in place, so the order of the rest is kept. Null when
 * no feature is allowed.
 */
export function nextRotationFeature(
  set: PopupSet,
  stored: RotationState | null,
  isAllowed: (featureId: string) => boolean = () => true,
): string | null {
  const list = set.featuresToShow;
  if (list.length === 0) return null;
  const storedIndex = stored && stored.setId === set.id ? list.indexOf(stored.featureId) : -1;
  for (let step = 1; step <= list.length; step += 1) {
    const candidate = list[(storedIndex + step) % list.length];
    if (candidate !== undefined && isAllowed(candidate)) return candidate;
  }
  return null;
}

/** The next upsell popup of a set, with its variant and the rotation state to store. */
export function nextUpsellPopup(
  set: PopupSet,
  stored: RotationState | null,
  isAllowed?: (featureId: string) => boolean,
): UpsellPopup | null {
  const featureId = nextRotationFeature(set, stored, isAllowed);
  if (featureId === null) return null;
  return {
    setId: set.id,
    featureId,
    variant: set.targetUpgrade.includes(featureId) ? "upgrade" : "standard",
    lifetime: set.targetLifeTime.includes(featureId),
    rotation: { setId: set.id, featureId },
  };
}
