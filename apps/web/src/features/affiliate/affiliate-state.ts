import type { AffiliateDetails } from "@inkforge/domain/affiliate/contract";

/*
 * The affiliate state of spec §4 (AFF-13): affiliateData, isLoading, loadingText (initially
 * 'Loading...') and error; plus what the page needs to choose its message. A reducer, so the
 * steps of the flow are testable without a browser.
 */

const LOADING_TEXT = "Loading...";
const CREATING_TEXT = "Creating Affiliate Account...";
export const REGION_UNAVAILABLE_TEXT = "Sorry, this feature is not available in your region.";
export const REGION_CHECK_FAILED_TEXT = "Failed to check your region. Please try again later.";
export const LINK_COPIED_TEXT = "Link copied";

type AffiliateError =
  | { kind: "region-unavailable" }
  | { kind: "region-check-failed" }
  | { kind: "failed"; message: string };

export type AffiliateState = {
  affiliateData: AffiliateDetails | null;
  isLoading: boolean;
  loadingText: string;
  error: AffiliateError | null;
};

export const initialAffiliateState: AffiliateState = {
  affiliateData: null,
  isLoading: false,
  loadingText: LOADING_TEXT,
  error: null,
};

export type AffiliateAction =
  | { type: "loading" }
  | { type: "creating" }
  | { type: "loaded"; data: AffiliateDetails }
  | { type: "failed"; error: AffiliateError }
  | { type: "reset" };

export function affiliateReducer(state: AffiliateState, action: AffiliateAction): AffiliateState {
  switch (action.type) {
    case "loading":
      return { ...state, isLoading: true, loadingText: LOADING_TEXT, error: null };
    case "creating":
      return { ...state, isLoading: true, loadingText: CREATING_TEXT, error: null };
    case "loaded":
      return {
        affiliateData: action.data,
        isLoading: false,
        loadingText: LOADING_TEXT,
        error: null,
      };
    case "failed":
      return { ...state, isLoading: false, loadingText: LOADING_TEXT, error: action.error };
    case "reset":
      return initialAffiliateState;
  }
}
