import * as z from "zod/mini";
import { DESIGN_IMAGE_NAME } from "../../designs/contract";
import { POINTS_PER_INCH } from "../../kdp/interior-rules";
import { BINDINGS, PAPER_TYPES, TRIM_IDS } from "../../kdp/trim-sizes";
import { childSeed, type Seed } from "../../puzzles/random";
import { insetBox } from "../interior/elements";
import type { LaidOutBook } from "../interior/layout-book";
import { type BookPagePlan, layoutPageBook, type PageBookSpec } from "../interior/page-book";
import {
  COLORING_STYLES,
  COMPLEXITIES,
  type ColoringStyle,
  type Complexity,
  generateColoringDesign,
} from "./designs";

/*
 * A coloring book from a style, a count and a seed (decision 0102): a design on every right-hand
 * page and, by default, a blank back so colour bleeding through never spoils the next design, as
 * coloring publishers print them. Designs sit inside the safe area with a further 1/8 in of air,
 * so nothing reaches the gutter; design pages carry no page number, which would sit in the art.
 */

export const MAX_COLORING_DESIGNS = 200;
export const MAX_OWN_IMAGES = 50;
/** Print resolution an author's own image must reach across the live area. */
export const OWN_IMAGE_DPI = 300;
const ART_INSET_PT = POINTS_PER_INCH / 8;

const STYLE_NAMES: Record<ColoringStyle, string> = {
  mandala: "Mandalas",
  geometric: "Geometric patterns",
  floral: "Flowers",
  tiled: "Tiles",
  "stained-glass": "Stained glass",
};

export const coloringBookRequestSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  subtitle: z.optional(z.string().check(z.trim(), z.maxLength(160))),
  author: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  trim: z._default(z.enum(TRIM_IDS), "8.5x11"),
  binding: z._default(z.enum(BINDINGS), "paperback"),
  paper: z._default(z.enum(PAPER_TYPES), "white"),
  bleed: z._default(z.boolean(), false),
  /** One style for the book, or several taken in turn. */
  styles: z._default(z.array(z.enum(COLORING_STYLES)).check(z.minLength(1), z.maxLength(5)), [
    "mandala",
  ]),
  designs: z._default(z.number().check(z.int(), z.gte(1), z.lte(MAX_COLORING_DESIGNS)), 50),
  complexity: z._default(
    z.union(COMPLEXITIES.map((value) => z.literal(value)) as [z.ZodMiniLiteral<Complexity>]),
    3,
  ),
  /**
   * The author's own images (names from POST /api/v1/designs/images), each on its own page after
   * the designs; `trace` turns a photo or greyscale picture into black line art at build time.
   */
  images: z._default(
    z
      .array(
        z.object({
          name: z.string().check(z.regex(DESIGN_IMAGE_NAME)),
          trace: z._default(z.boolean(), false),
        }),
      )
      .check(z.maxLength(MAX_OWN_IMAGES)),
    [],
  ),
  /** Default true: a blank page behind every design. */
  singleSided: z._default(z.boolean(), true),
  copyrightPage: z._default(z.boolean(), true),
});
export type ColoringBookRequest = z.output<typeof coloringBookRequestSchema>;
export type ColoringBookInput = z.input<typeof coloringBookRequestSchema>;

/** How an image page names its picture: traced and untraced copies of one upload differ. */
export function ownImageRef(image: { name: string; trace: boolean }): string {
  return image.trace ? `${image.name}#line-art` : image.name;
}

/** The design's seed: the book's seed and its place in the book. */
export function designSeed(bookSeed: Seed, index: number): string {
  return childSeed(bookSeed, `design${index}`);
}

export function planColoringBook(
  request: ColoringBookRequest,
  options: { seed: Seed; year: number },
): PageBookSpec {
  const pages: BookPagePlan[] = [];
  for (let index = 0; index < request.designs; index += 1) {
    const style = request.styles[index % request.styles.length] as ColoringStyle;
    const seed = designSeed(options.seed, index);
    const design: BookPagePlan = {
      role: "content",
      section: STYLE_NAMES[style],
      folio: false,
      draw: ({ safeArea }) =>
        generateColoringDesign(style, seed, request.complexity, insetBox(safeArea, ART_INSET_PT))
          .elements,
    };
    // A design always starts on a right-hand page: page 3 after the title and copyright pages.
    pages.push(design);
    if (request.singleSided) pages.push({ role: "blank" });
  }
  for (const image of request.images) {
    const ref = ownImageRef(image);
    pages.push({
      role: "content",
      section: "Your images",
      folio: false,
      draw: ({ safeArea }) => [{ kind: "image", ref, ...insetBox(safeArea, ART_INSET_PT) }],
    });
    if (request.singleSided) pages.push({ role: "blank" });
  }
  return {
    title: request.title,
    ...(request.subtitle ? { subtitle: request.subtitle } : {}),
    author: request.author,
    trim: request.trim,
    binding: request.binding,
    paper: request.paper,
    bleed: request.bleed,
    ...(request.copyrightPage ? { copyright: { year: options.year, holder: request.author } } : {}),
    pageNumbers: true,
    pages,
    // Lined notes, not blanks, make up a short book: KDP refuses more than 10 blank pages at the end.
    fill: "notes",
  };
}

/** Parse, plan and lay out in one call (the build job's and the preview's entry). */
export function layoutColoringBook(
  input: ColoringBookInput,
  options: { seed: Seed; year: number },
): LaidOutBook {
  return layoutPageBook(planColoringBook(coloringBookRequestSchema.parse(input), options));
}
