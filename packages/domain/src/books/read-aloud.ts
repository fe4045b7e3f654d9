import type { BookChapter } from "./book";

/*
 * The audio edition's logic (decision 0072): the owner's browser reads the book aloud with its
 * own speech synthesis, so nothing here is audio. A chapter becomes segments (its title, each
 * heading, paragraph and list item: what the player highlights), and each segment becomes
 * utterances short enough for every engine (some stop speaking silently on long texts).
 */

/** Utterances stay below this many characters. */
export const MAX_UTTERANCE_CHARS = 200;

export type SegmentKind = "title" | "heading" | "paragraph" | "item";

export type ReadingSegment = { index: number; kind: SegmentKind; text: string };

/** The chapter as the player shows and reads it: the title, then each block (items one by one). */
export function chapterSegments(chapter: Pick<BookChapter, "number" | "title" | "blocks">) {
  const texts: Array<{ kind: SegmentKind; text: string }> = [
    { kind: "title", text: `Chapter ${chapter.number}. ${chapter.title}` },
  ];
  for (const block of chapter.blocks) {
    if (block.kind === "list") {
      for (const item of block.items) texts.push({ kind: "item", text: item });
    } else {
      texts.push({ kind: block.kind, text: block.text });
    }
  }
  return texts
    .filter((segment) => segment.text.trim() !== "")
    .map((segment, index): ReadingSegment => ({ index, ...segment }));
}

/** Splits `text` at its last space (or comma, semicolon, colon) before `max` characters. */
function splitLong(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const punctuation = Math.max(
      window.lastIndexOf(", "),
      window.lastIndexOf("; "),
      window.lastIndexOf(": "),
    );
    const space = window.lastIndexOf(" ");
    // Prefer a pause the reader would make anyway, unless it leaves a tiny first piece.
    const cut = punctuation > max / 3 ? punctuation + 1 : space > 0 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== "") pieces.push(rest);
  return pieces;
}

/**
 * A text as utterances: one per sentence (a sentence ends at `.`, `!`, `?` or `…` followed by
 * white space; "e.g." and decimals such as 0.012 stay whole), and a sentence of `max` characters
 * or more is cut at a comma or a space so every utterance is shorter than `max`.
 */
export function splitIntoUtterances(text: string, max: number = MAX_UTTERANCE_CHARS): string[] {
  const normalized = text.replace(/\s+/g, " ").trim();
  if (normalized === "") return [];
  const sentences = normalized.split(/(?<=[.!?…]["'”’)\]]*)\s+(?=["'“‘([]?[A-Z0-9$£€¥])/);
  return sentences.flatMap((sentence) => splitLong(sentence, max - 1));
}

/** Where the listener is: a chapter (0-based, reading order) and a segment of it. */
export type ListenPosition = { chapter: number; segment: number };

export const LISTEN_STORAGE_KEY = "inkforge:listen:inkforge-field-guide";

export function serializePosition(position: ListenPosition): string {
  return JSON.stringify(position);
}

/**
 * Where to resume from what localStorage held: the stored chapter and segment when they still
 * exist in the book (`segmentCounts[chapter]` segments per chapter); a segment past its chapter's
 * end resumes at that chapter's start; anything unreadable starts at the beginning.
 */
export function resumePosition(
  stored: string | null,
  segmentCounts: readonly number[],
): ListenPosition {
  const start = { chapter: 0, segment: 0 };
  if (stored === null) return start;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return start;
  }
  if (typeof value !== "object" || value === null) return start;
  const { chapter, segment } = value as Record<string, unknown>;
  if (!Number.isInteger(chapter) || !Number.isInteger(segment)) return start;
  const chapterIndex = chapter as number;
  const segmentIndex = segment as number;
  const count = segmentCounts[chapterIndex];
  if (chapterIndex < 0 || count === undefined) return start;
  if (segmentIndex < 0 || segmentIndex >= count) return { chapter: chapterIndex, segment: 0 };
  return { chapter: chapterIndex, segment: segmentIndex };
}

/** The position after finishing `position`'s segment: the next segment, chapter, or null at the end. */
export function nextPosition(
  position: ListenPosition,
  segmentCounts: readonly number[],
): ListenPosition | null {
  const count = segmentCounts[position.chapter] ?? 0;
  if (position.segment + 1 < count) return { ...position, segment: position.segment + 1 };
  for (let chapter = position.chapter + 1; chapter < segmentCounts.length; chapter += 1) {
    if ((segmentCounts[chapter] ?? 0) > 0) return { chapter, segment: 0 };
  }
  return null;
}

/** Speeds the player offers; the first is the default. */
export const LISTEN_RATES = [1, 0.75, 1.25, 1.5, 2] as const;

/** A stored or chosen rate, kept within what speech engines accept well. */
export function clampRate(rate: number): number {
  if (!Number.isFinite(rate)) return 1;
  return Math.min(2, Math.max(0.5, rate));
}
