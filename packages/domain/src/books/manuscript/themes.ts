import type { FontRole } from "../interior/font-metrics";

/*
 * The book writer's typographic themes (decision 0120), plain data shared by the print typesetter,
 * the EPUB's CSS and the page's choices: body face, size and leading, chapter openings, running
 * heads and folios.
 */

export const THEME_IDS = ["classic", "modern", "large-print"] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export type Faces = { regular: FontRole; italic: FontRole; bold: FontRole; boldItalic: FontRole };
const SERIF: Faces = {
  regular: "serif",
  italic: "serif-italic",
  bold: "serif-bold",
  boldItalic: "serif-bold-italic",
};
const SANS: Faces = {
  regular: "regular",
  italic: "sans-italic",
  bold: "bold",
  boldItalic: "sans-bold-italic",
};

export type Theme = {
  id: ThemeId;
  name: string;
  description: string;
  faces: Faces;
  /** The faces of titles, labels, running heads and folios. */
  display: Faces;
  sizePt: number;
  leadingPt: number;
  /** Chapters open on a right-hand page (a blank left page before when needed). */
  openRecto: boolean;
  /** How far down the text block a chapter's title starts, as a share of its height. */
  sinkShare: number;
  titleSizePt: number;
  labelSizePt: number;
  headerSizePt: number;
  folioSizePt: number;
  indentEm: number;
  justify: boolean;
  hyphenate: boolean;
  /** The outside margin from the trim, in inches (the gutter comes from the page count). */
  outsideIn: number;
  /** Running heads: author on the left page, title (or chapter) on the right. */
  runningHeads: "author-title" | "title-chapter";
  sceneBreak: string;
  /** How many lines tall a chapter's first letter is set (a drop cap); 0 for none. */
  dropCapLines: 0 | 2 | 3;
};

export const THEMES: Record<ThemeId, Theme> = {
  classic: {
    id: "classic",
    name: "Classic",
    description:
      "Liberation Serif 11/15 pt, justified and hyphenated, chapters on a right-hand page",
    faces: SERIF,
    display: SERIF,
    sizePt: 11,
    leadingPt: 15,
    openRecto: true,
    sinkShare: 0.22,
    titleSizePt: 20,
    labelSizePt: 10,
    headerSizePt: 8.5,
    folioSizePt: 9,
    indentEm: 1.5,
    justify: true,
    hyphenate: true,
    outsideIn: 0.6,
    runningHeads: "author-title",
    sceneBreak: "*   *   *",
    dropCapLines: 3,
  },
  modern: {
    id: "modern",
    name: "Modern",
    description: "Liberation Sans 10/14.5 pt, ragged right, chapters on the next page",
    faces: SANS,
    display: SANS,
    sizePt: 10,
    leadingPt: 14.5,
    openRecto: false,
    sinkShare: 0.15,
    titleSizePt: 18,
    labelSizePt: 9,
    headerSizePt: 8,
    folioSizePt: 8.5,
    indentEm: 1.2,
    justify: false,
    hyphenate: true,
    outsideIn: 0.55,
    runningHeads: "title-chapter",
    sceneBreak: "—",
    dropCapLines: 0,
  },
  "large-print": {
    id: "large-print",
    name: "Large print",
    description:
      "Liberation Serif 16/21 pt, ragged right, no hyphenation, chapters on a right-hand page",
    faces: SERIF,
    display: SERIF,
    sizePt: 16,
    leadingPt: 21,
    openRecto: true,
    sinkShare: 0.15,
    titleSizePt: 26,
    labelSizePt: 14,
    headerSizePt: 12,
    folioSizePt: 14,
    indentEm: 1.2,
    justify: false,
    hyphenate: false,
    outsideIn: 0.6,
    runningHeads: "author-title",
    sceneBreak: "*   *   *",
    dropCapLines: 2,
  },
};
