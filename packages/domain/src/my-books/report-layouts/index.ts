import { adsSponsoredProducts7Day, adsSponsoredProducts14Day } from "./ads-sponsored-products";
import { kdpRoyalties2024 } from "./kdp-royalties-2024";
import type { ReportLayout } from "./layout";

/** Every report version we read, newest first within a kind (the first that fits is used). */
export const REPORT_LAYOUTS: readonly ReportLayout[] = [
  kdpRoyalties2024,
  adsSponsoredProducts14Day,
  adsSponsoredProducts7Day,
];
