import type { Box, TextElement } from "../../books/interior/elements";
import { ascentPt, glyphHeightPt, measureText } from "../../books/interior/font-metrics";
import { MIN_FONT_PT } from "../draw";

/*
 * Text centred on a point but kept inside a bounding box: at the 7 pt floor a clue can be wider
 * than the corner it sits in, and it is moved in rather than allowed past the puzzle's box.
 */
export function textAt(
  text: string,
  sizePt: number,
  cx: number,
  cy: number,
  within: Box,
  font: "regular" | "bold" | "mono" = "regular",
): TextElement {
  const size = Math.max(MIN_FONT_PT, sizePt);
  const width = measureText(text, font, size);
  const height = glyphHeightPt(font, size);
  const x = Math.min(Math.max(cx - width / 2, within.x), within.x + within.width - width);
  const top = Math.min(Math.max(cy - height / 2, within.y), within.y + within.height - height);
  return { kind: "text", text, font, sizePt: size, x, baseline: top + ascentPt(font, size), width };
}
