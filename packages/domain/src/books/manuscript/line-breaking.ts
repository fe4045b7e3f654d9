/// <reference path="./hyphen.d.ts" />
import hyphen from "hyphen/en-us";
import type { FontRole } from "../interior/font-metrics";
import { measureText } from "../interior/font-metrics";

/*
 * Paragraph line breaking for the book writer's print layout (decision 0120): a total-fit line
 * breaker after Knuth and Plass. A paragraph is a list of fragments (pieces of words in one font)
 * with a break opportunity after each: a space (glue that may stretch and shrink), a hyphenation
 * point from the `hyphen` package's English patterns (a hyphen is drawn when the line breaks
 * there, at a penalty) or none. The breaks minimise the paragraph's total demerits: badness from
 * how far each line's spaces are stretched or shrunk, plus penalties for hyphens, for two hyphens
 * in a row and for a very loose line next to a tight one. It is exact and deterministic, so the
 * same text at the same width always breaks the same way (the page count is stable).
 */

export type Piece = {
  text: string;
  font: FontRole;
  /** A footnote reference: the note's index in its chapter, so the page that sets it holds the note. */
  note?: number;
};
/** A word as styled runs, e.g. "*very*," is [{very, italic}, {",", regular}]. */
export type StyledWord = Piece[];

type Fragment = {
  pieces: Piece[];
  width: number;
  /** What follows: a space, a hyphenation point, or the paragraph's end. */
  after: "space" | "hyphen" | "end";
  /** Width of the space after (in the font of the fragment's last piece). */
  spaceWidth: number;
  hyphenWidth: number;
};

export type LinePiece = { text: string; font: FontRole; x: number; width: number };
export type BrokenLine = {
  pieces: LinePiece[];
  width: number;
  hyphenated: boolean;
  /** The footnotes referenced on this line, in order. */
  notes: number[];
};

const HYPHEN_PENALTY = 50;
const DOUBLE_HYPHEN_DEMERITS = 3000;
const FITNESS_DEMERITS = 3000;
const LINE_PENALTY = 10;
/** Stretch and shrink of an interword space, as fractions of its width (TeX's defaults are near). */
const STRETCH = 0.6;
const SHRINK = 0.3;
/** Past this stretch ratio a line is only taken when nothing better exists. */
const TOLERANCE = 2.5;
const MIN_HYPHENATED_WORD = 6;
const SOFT_HYPHEN = "\u00ad";

const hyphenCache = new Map<string, string[]>();

/** The parts of a word between its hyphenation points (two letters at least at each end). */
export function hyphenationParts(word: string): string[] {
  if (word.length < MIN_HYPHENATED_WORD || !/^[A-Za-z]+$/.test(word)) return [word];
  let parts = hyphenCache.get(word);
  if (!parts) {
    parts = hyphen
      .hyphenateSync(word, {
        hyphenChar: SOFT_HYPHEN,
        minWordLength: MIN_HYPHENATED_WORD,
      })
      .split(SOFT_HYPHEN);
    // At least two letters before a break and three after it, as book typesetting usually asks.
    while (parts.length > 1 && (parts.at(-1)?.length ?? 0) < 3) {
      const last = parts.pop() as string;
      parts[parts.length - 1] += last;
    }
    while (parts.length > 1 && (parts[0]?.length ?? 0) < 2) {
      const first = parts.shift() as string;
      parts[0] = first + parts[0];
    }
    hyphenCache.set(word, parts);
  }
  return parts;
}

function fragmentsOf(
  words: readonly StyledWord[],
  sizePt: number,
  maxWidth: number,
  hyphenate: boolean,
): Fragment[] {
  const fragments: Fragment[] = [];
  words.forEach((word, wordIndex) => {
    const last = word.at(-1) as Piece;
    const spaceWidth = measureText(" ", last.font, sizePt);
    const hyphenWidth = measureText("-", last.font, sizePt);
    const isLast = wordIndex === words.length - 1;
    // Hyphenate a word drawn in one font only; mixed runs are rare and short.
    const single = word.length === 1 ? (word[0] as Piece) : null;
    const core = single ? /^([^A-Za-z]*)([A-Za-z]+)([^A-Za-z]*)$/.exec(single.text) : null;
    let parts: string[] = single ? [single.text] : [];
    if (single && core && hyphenate) {
      const inner = hyphenationParts(core[2] as string);
      if (inner.length > 1) {
        parts = inner.map((part, index) =>
          index === 0
            ? `${core[1]}${part}`
            : index === inner.length - 1
              ? `${part}${core[3]}`
              : part,
        );
      }
    }
    const pieceLists: Piece[][] = single
      ? parts.map((text, index) => [
          {
            text,
            font: single.font,
            ...(single.note !== undefined && index === parts.length - 1
              ? { note: single.note }
              : {}),
          },
        ])
      : [word];
    pieceLists.forEach((pieces, index) => {
      const width = pieces.reduce(
        (sum, piece) => sum + measureText(piece.text, piece.font, sizePt),
        0,
      );
      const lastPart = index === pieceLists.length - 1;
      fragments.push({
        pieces,
        width,
        after: !lastPart ? "hyphen" : isLast ? "end" : "space",
        spaceWidth,
        hyphenWidth,
      });
    });
  });
  // A fragment wider than a line (a long address) is cut between characters so every line fits.
  return fragments.flatMap((fragment) =>
    fragment.width > maxWidth ? cutWide(fragment, sizePt, maxWidth) : [fragment],
  );
}

function cutWide(fragment: Fragment, sizePt: number, maxWidth: number): Fragment[] {
  const out: Fragment[] = [];
  const font = fragment.pieces[0]?.font ?? "serif";
  const notes = fragment.pieces.flatMap((piece) => (piece.note !== undefined ? [piece.note] : []));
  let rest = fragment.pieces.map((piece) => piece.text).join("");
  while (rest.length > 0) {
    let cut = rest.length;
    while (cut > 1 && measureText(rest.slice(0, cut), font, sizePt) > maxWidth) cut -= 1;
    const text = rest.slice(0, cut);
    rest = rest.slice(cut);
    out.push({
      // A reference in a cut word goes with its last part: one note per piece is enough here.
      pieces: [
        { text, font, ...(rest.length === 0 && notes[0] !== undefined ? { note: notes[0] } : {}) },
      ],
      width: measureText(text, font, sizePt),
      after: rest.length > 0 ? "hyphen" : fragment.after,
      spaceWidth: fragment.spaceWidth,
      hyphenWidth: 0,
    });
  }
  return out;
}

type Node = { demerits: number; previous: number; fitness: number; hyphen: boolean; ratio: number };

/**
 * Breaks a paragraph into justified lines. `widths(n)` is the width of line n (0-based): the first
 * line may be indented. `justify` false sets every line ragged (natural spaces).
 */
export function breakParagraph(
  words: readonly StyledWord[],
  options: {
    sizePt: number;
    widths: (line: number) => number;
    justify: boolean;
    hyphenate: boolean;
  },
): BrokenLine[] {
  if (words.length === 0) return [];
  const maxWidth = Math.min(options.widths(0), options.widths(1));
  const fragments = fragmentsOf(words, options.sizePt, maxWidth, options.hyphenate);
  const count = fragments.length;
  // Prefix sums of widths, stretch and shrink, to measure any line in constant time.
  const width = new Float64Array(count + 1);
  const stretch = new Float64Array(count + 1);
  const shrink = new Float64Array(count + 1);
  const space = new Float64Array(count + 1);
  for (let index = 0; index < count; index += 1) {
    const fragment = fragments[index] as Fragment;
    const gap = fragment.after === "space" ? fragment.spaceWidth : 0;
    width[index + 1] = (width[index] as number) + fragment.width;
    space[index + 1] = (space[index] as number) + gap;
    stretch[index + 1] = (stretch[index] as number) + gap * STRETCH;
    shrink[index + 1] = (shrink[index] as number) + gap * SHRINK;
  }
  // best[j]: the best way to end a line after fragment j-1 (j fragments set); lines[j]: line count.
  const best: Array<Node | undefined> = new Array(count + 1);
  const lineCount = new Int32Array(count + 1);
  best[0] = { demerits: 0, previous: -1, fitness: 1, hyphen: false, ratio: 0 };
  for (let end = 1; end <= count; end += 1) {
    const fragment = fragments[end - 1] as Fragment;
    const isEnd = fragment.after === "end";
    const hyphen = fragment.after === "hyphen";
    if (!isEnd && fragment.after !== "space" && !hyphen) continue;
    let chosen: Node | undefined;
    let chosenLines = 0;
    for (let start = end - 1; start >= 0; start -= 1) {
      const from = best[start];
      if (!from) continue;
      const lineWidth = options.widths(lineCount[start] as number);
      // The space after the line's last fragment is not in the line.
      const lastGap = fragment.after === "space" ? fragment.spaceWidth : 0;
      const natural =
        (width[end] as number) -
        (width[start] as number) +
        (space[end] as number) -
        (space[start] as number) -
        lastGap +
        (hyphen ? fragment.hyphenWidth : 0);
      const lineStretch = (stretch[end] as number) - (stretch[start] as number) - lastGap * STRETCH;
      const lineShrink = (shrink[end] as number) - (shrink[start] as number) - lastGap * SHRINK;
      if (natural - lineShrink > lineWidth + 1e-6) {
        // Too long even shrunk: longer lines from further back only get longer.
        if (end - start === 1) {
          chosen = {
            demerits: from.demerits + 1e9,
            previous: start,
            fitness: 0,
            hyphen,
            ratio: -1,
          };
          chosenLines = (lineCount[start] as number) + 1;
        }
        break;
      }
      let ratio: number;
      if (isEnd || !options.justify)
        ratio = natural <= lineWidth ? 0 : (lineWidth - natural) / lineShrink;
      else if (natural < lineWidth)
        ratio = lineStretch > 0 ? (lineWidth - natural) / lineStretch : 100;
      else ratio = lineShrink > 0 ? (lineWidth - natural) / lineShrink : 0;
      const badness = 100 * Math.abs(ratio) ** 3;
      const penalty = hyphen ? HYPHEN_PENALTY : 0;
      let demerits = (LINE_PENALTY + Math.min(badness, 10_000)) ** 2 + penalty * penalty;
      if (ratio > TOLERANCE) demerits += 1e7;
      if (hyphen && from.hyphen) demerits += DOUBLE_HYPHEN_DEMERITS;
      const fitness = ratio < -0.5 ? 0 : ratio <= 0.5 ? 1 : ratio <= 1 ? 2 : 3;
      if (Math.abs(fitness - from.fitness) > 1) demerits += FITNESS_DEMERITS;
      const total = from.demerits + demerits;
      if (!chosen || total < chosen.demerits) {
        chosen = { demerits: total, previous: start, fitness, hyphen, ratio };
        chosenLines = (lineCount[start] as number) + 1;
      }
    }
    if (chosen) {
      best[end] = chosen;
      lineCount[end] = chosenLines;
    }
  }
  // Walk back from the paragraph's end.
  const ends: number[] = [];
  for (let at = count; at > 0; at = (best[at] as Node).previous) ends.push(at);
  ends.reverse();
  const lines: BrokenLine[] = [];
  let start = 0;
  ends.forEach((end, index) => {
    const node = best[end] as Node;
    lines.push(setLine(fragments.slice(start, end), node, options, options.widths(index)));
    start = end;
  });
  return lines;
}

function setLine(
  fragments: readonly Fragment[],
  node: Node,
  options: { sizePt: number; justify: boolean },
  lineWidth: number,
): BrokenLine {
  const pieces: LinePiece[] = [];
  const notes: number[] = [];
  let x = 0;
  const ratio = options.justify ? node.ratio : Math.min(node.ratio, 0);
  fragments.forEach((fragment, index) => {
    for (const piece of fragment.pieces) {
      const width = measureText(piece.text, piece.font, options.sizePt);
      pieces.push({ text: piece.text, font: piece.font, x, width });
      if (piece.note !== undefined) notes.push(piece.note);
      x += width;
    }
    const lastInLine = index === fragments.length - 1;
    if (lastInLine) {
      if (fragment.after === "hyphen" && node.hyphen) {
        const font = fragment.pieces.at(-1)?.font ?? "serif";
        pieces.push({ text: "-", font, x, width: fragment.hyphenWidth });
        x += fragment.hyphenWidth;
      }
      return;
    }
    if (fragment.after === "space") {
      const gap = fragment.spaceWidth;
      x += gap + (ratio >= 0 ? ratio * gap * STRETCH : ratio * gap * SHRINK);
    }
  });
  return {
    pieces: mergePieces(pieces, options.sizePt),
    width: Math.min(x, lineWidth),
    hyphenated: node.hyphen,
    notes,
  };
}

/** Joins pieces that touch and share a font (the parts of a hyphenated word, a run's words on a ragged line). */
function mergePieces(pieces: LinePiece[], sizePt: number): LinePiece[] {
  const out: LinePiece[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last && last.font === piece.font && Math.abs(last.x + last.width - piece.x) < 1e-6) {
      last.text += piece.text;
      last.width = measureText(last.text, last.font, sizePt);
    } else {
      out.push({ ...piece });
    }
  }
  return out;
}
