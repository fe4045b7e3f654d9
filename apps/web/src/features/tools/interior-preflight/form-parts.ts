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

export const controlClass =
  "h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 file:mr-3 file:border-0 file:bg-transparent file:font-semibold";

/** A file over the limit is refused here, before it is sent. */
export function tooLargeMessage(file: File): string | null {
  return file.size > MAX_FILE_MB * 1024 * 1024
    ? `This file is over ${MAX_FILE_MB} MB. Export it alone, or with images compressed for print, and try again.`
    : null;
}
