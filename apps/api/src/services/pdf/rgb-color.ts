import type { RGB } from "pdf-lib";

/**
 * pdf-lib's `rgb()` as a plain value (what `rgb()` returns, components 0–1), so a module can name
 * its colours without importing pdf-lib, whose import is the slowest of the API's start-up and is
 * left to the first PDF (decision 0153).
 */
export function rgbColor(red: number, green: number, blue: number): RGB {
  return { type: "RGB", red, green, blue } as RGB;
}
