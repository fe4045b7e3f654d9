/*
 * Campaign colours are data (an operator types them), and the seed's call-to-action orange
 * (#ea6a0c) under white text measures 3.2:1, under WCAG's 4.5:1 for normal text: the popup's
 * button failed the accessibility audit (issue 26). The site shows every campaign colour pair
 * through `readableColors`, which keeps the text colour and darkens (or, under dark text,
 * lightens) the background just enough to reach the ratio, so the brand's hue stays.
 */

export type ColorPair = { background: string; text: string };

/** WCAG 2 AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` (any case) as 0–255 channels, or null for anything else. */
export function parseHexColor(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** Relative luminance (WCAG 2). */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast ratio of two hex colours (1–21), or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const x = parseHexColor(a);
  const y = parseHexColor(b);
  return x && y ? ratio(x, y) : null;
}

/**
 * The pair with at least `minimum` contrast: unchanged when it already has it; else the same text
 * on the background mixed towards black (light text) or white (dark text) in 2% steps until it
 * does. Colours that are not hex (a CSS name, `var(…)`) fall back to white on the site's ink.
 */
export function readableColors(pair: ColorPair, minimum = MIN_TEXT_CONTRAST): ColorPair {
  const background = parseHexColor(pair.background);
  const text = parseHexColor(pair.text);
  if (!background || !text) return { background: "#23275a", text: "#ffffff" };
  if (ratio(background, text) >= minimum) return pair;
  const towards: Rgb = luminance(text) >= luminance(background) ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 50; step++) {
    const t = step / 50;
    const mixed = background.map((c, i) => c + (towards[i]! - c) * t) as Rgb;
    const rounded = mixed.map(Math.round) as Rgb;
    if (ratio(rounded, text) >= minimum) return { background: toHex(rounded), text: pair.text };
  }
  return { background: toHex(towards), text: pair.text };
}
