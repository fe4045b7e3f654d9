import type { PAPER_TYPES } from "@inkforge/domain/kdp/trim-sizes";

/** The same ceiling the check accepts; a bigger file is refused here before it is sent. */
export const MAX_FILE_MB = 100;

export const paperLabels: Record<(typeof PAPER_TYPES)[number], string> = {
  white: "Black ink, white paper",
  cream: "Black ink, cream paper",
  groundwood: "Black ink, groundwood paper",
  "standard-color": "Standard colour",
  "premium-color": "Premium colour",
};
