import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, imported on first use rather than at start-up (decision 0153): only image uploads, author
 * pages' Open Graph images and coloring books' own images need it, and its native module adds
 * about a third of a second to every start of the API and of each API test file.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
