/* The listing creators' brief as the URL holds it: shared by both pages and their lazy engine. */

export const BRIEF_DEFAULTS = {
  niche: "",
  audience: "",
  /** One keyword per line. */
  keywords: "",
  bookType: "journal",
};
export type BriefValues = typeof BRIEF_DEFAULTS;

export const DESCRIPTION_DEFAULTS = { ...BRIEF_DEFAULTS, points: "" };
export type DescriptionValues = typeof DESCRIPTION_DEFAULTS;
