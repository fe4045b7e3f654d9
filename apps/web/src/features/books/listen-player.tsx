"use client";

import type { BookView } from "@inkforge/domain/books/contract";
import {
  chapterSegments,
  clampRate,
  LISTEN_RATES,
  LISTEN_STORAGE_KEY,
  type ListenPosition,
  nextPosition,
  type ReadingSegment,
  resumePosition,
  serializePosition,
  splitIntoUtterances,
} from "@inkforge/domain/books/read-aloud";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/*
 * The bonus book's audio edition (decision 0072): the owner's own browser reads the chapters
 * aloud with the Web Speech API. No recording exists and none is pretended: the page says so, and
 * says plainly when the browser has no speech synthesis or no voice. The chaptering, utterance
 * splitting and resume rules are the domain's (books/read-aloud.ts); this only drives the engine.
 */

export const READ_ALOUD_LABEL = "Read aloud by your device's voice — no audio file is downloaded.";
const NO_SYNTHESIS =
  "This browser can't read aloud: it has no speech synthesis. You can still read the chapters here or download the PDF.";
const NO_VOICES =
  "This browser has speech synthesis but no voice installed, so nothing can be read aloud. Add a voice in your system's speech settings, or read the chapters here or in the PDF.";

/** How long to wait for voices to load before saying there are none. */
const VOICE_WAIT_MS = 2000;
const RATE_KEY = `${LISTEN_STORAGE_KEY}:rate`;

type Support = "checking" | "none" | "no-voices" | "ready";

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the position is simply not remembered.
  }
}

function useSpeechSupport(): Support {
  const [support, setSupport] = useState<Support>("checking");
  useEffect(() => {
    if (!("speechSynthesis" in window) || typeof window.SpeechSynthesisUtterance !== "function") {
      setSupport("none");
      return;
    }
    const synth = window.speechSynthesis;
    const check = () => {
      if (synth.getVoices().length > 0) {
        setSupport("ready");
        return true;
      }
      return false;
    };
    if (check()) return;
    const onVoices = () => {
      check();
    };
    synth.addEventListener?.("voiceschanged", onVoices);
    const timer = window.setTimeout(() => {
      if (!check()) setSupport("no-voices");
    }, VOICE_WAIT_MS);
    return () => {
      synth.removeEventListener?.("voiceschanged", onVoices);
      window.clearTimeout(timer);
    };
  }, []);
  return support;
}

function SegmentView({
  segment,
  active,
  onSelect,
}: {
  segment: ReadingSegment;
  active: boolean;
  onSelect: () => void;
}) {
  const className = cn(
    "cursor-pointer rounded-md px-2 py-1 transition-colors",
    active ? "bg-amber-100 ring-1 ring-amber-300" : "hover:bg-slate-50",
  );
  const props = {
    "data-segment": segment.index,
    "data-active": active ? "true" : undefined,
    "aria-current": active ? ("true" as const) : undefined,
    onClick: onSelect,
    className,
  };
  if (segment.kind === "title") {
    return (
      <h2 {...props} className={cn(className, "text-2xl font-semibold text-ink-900")}>
        {segment.text}
      </h2>
    );
  }
  if (segment.kind === "heading") {
    return (
      <h3 {...props} className={cn(className, "mt-4 text-lg font-semibold text-ink-900")}>
        {segment.text}
      </h3>
    );
  }
  if (segment.kind === "item") {
    return (
      <p {...props} className={cn(className, "pl-6 text-slate-800 leading-7")}>
        <span aria-hidden="true" className="mr-2 -ml-4 text-amber-700">
          •
        </span>
        {segment.text}
      </p>
    );
  }
  return (
    <p {...props} className={cn(className, "text-slate-800 leading-7")}>
      {segment.text}
    </p>
  );
}

export function ListenPlayer({ book }: { book: BookView }) {
  const segments = useMemo(() => book.chapters.map((chapter) => chapterSegments(chapter)), [book]);
  const counts = useMemo(() => segments.map((list) => list.length), [segments]);
  const support = useSpeechSupport();
  const [position, setPosition] = useState<ListenPosition>({ chapter: 0, segment: 0 });
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState(1);
  const [restored, setRestored] = useState(false);
  // Callbacks of a cancelled reading must not move the position: each reading has its number.
  const generation = useRef(0);

  useEffect(() => {
    setPosition(resumePosition(readStorage(LISTEN_STORAGE_KEY), counts));
    const storedRate = Number(readStorage(RATE_KEY));
    if (storedRate) setRate(clampRate(storedRate));
    setRestored(true);
  }, [counts]);

  useEffect(() => {
    if (restored) writeStorage(LISTEN_STORAGE_KEY, serializePosition(position));
  }, [position, restored]);

  const stop = useCallback(() => {
    generation.current += 1;
    if ("speechSynthesis" in window) window.speechSynthesis.cancel();
  }, []);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (!playing || support !== "ready") return;
    const segment = segments[position.chapter]?.[position.segment];
    if (!segment) {
      setPlaying(false);
      return;
    }
    stop();
    const mine = generation.current;
    const synth = window.speechSynthesis;
    const pieces = splitIntoUtterances(segment.text);
    pieces.forEach((text, index) => {
      const utterance = new window.SpeechSynthesisUtterance(text);
      utterance.rate = rate;
      utterance.lang = "en-US";
      if (index === pieces.length - 1) {
        utterance.onend = () => {
          if (generation.current !== mine) return;
          const next = nextPosition(position, counts);
          if (next) setPosition(next);
          else setPlaying(false);
        };
      }
      utterance.onerror = (event) => {
        if (
          generation.current !== mine ||
          event.error === "interrupted" ||
          event.error === "canceled"
        )
          return;
        console.error("Read-aloud failed", event.error);
        setPlaying(false);
      };
      synth.speak(utterance);
    });
  }, [playing, support, position, rate, segments, counts, stop]);

  useEffect(() => {
    if (!playing) return;
    document
      .querySelector(`[data-segment="${position.segment}"][data-active="true"]`)
      ?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [playing, position]);

  const goTo = (next: ListenPosition) => {
    stop();
    setPosition(next);
  };
  const togglePlay = () => {
    if (playing) {
      stop();
      setPlaying(false);
    } else {
      setPlaying(true);
    }
  };
  const chapter = book.chapters[position.chapter];
  const chapterSegmentsNow = segments[position.chapter] ?? [];
  const canSpeak = support === "ready";

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <nav aria-label="Chapters" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Chapters</h2>
        <ol
          className="mt-2 max-h-64 space-y-1 overflow-y-auto pr-1 text-sm lg:max-h-[70vh]"
          data-testid="listen-chapters"
        >
          {book.chapters.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => goTo({ chapter: index, segment: 0 })}
                aria-current={index === position.chapter ? "true" : undefined}
                className={cn(
                  "w-full rounded-md px-2 py-1.5 text-left",
                  index === position.chapter
                    ? "bg-ink-900 font-semibold text-white"
                    : "text-slate-700 hover:bg-slate-100",
                )}
              >
                <span className="mr-1 tabular-nums">{item.number}.</span> {item.title}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <div className="min-w-0">
        <div className="sticky top-16 z-10 -mx-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur">
          <p className="text-sm text-slate-700" data-testid="read-aloud-label">
            {READ_ALOUD_LABEL}
          </p>
          {support === "none" || support === "no-voices" ? (
            <p
              role="status"
              className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="speech-unavailable"
            >
              {support === "none" ? NO_SYNTHESIS : NO_VOICES}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => goTo({ chapter: Math.max(0, position.chapter - 1), segment: 0 })}
              disabled={position.chapter === 0}
            >
              ← Previous chapter
            </Button>
            <Button type="button" size="sm" onClick={togglePlay} disabled={!canSpeak}>
              {playing ? "Pause" : "Play"}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                goTo({
                  chapter: Math.min(book.chapters.length - 1, position.chapter + 1),
                  segment: 0,
                })
              }
              disabled={position.chapter >= book.chapters.length - 1}
            >
              Next chapter →
            </Button>
            <label className="ml-auto flex items-center gap-2 text-sm text-slate-700">
              Speed
              <select
                value={rate}
                onChange={(event) => {
                  const next = clampRate(Number(event.target.value));
                  setRate(next);
                  writeStorage(RATE_KEY, String(next));
                }}
                className="rounded-md border border-slate-300 bg-white px-2 py-1"
              >
                {[...LISTEN_RATES]
                  .sort((a, b) => a - b)
                  .map((value) => (
                    <option key={value} value={value}>
                      {value}×
                    </option>
                  ))}
              </select>
            </label>
          </div>
        </div>

        {chapter ? (
          <article className="mt-4 space-y-2" aria-label={`Chapter ${chapter.number}`}>
            <p className="px-2 text-sm text-slate-600">
              Part: {chapter.part} · from{" "}
              <a href={chapter.source} className="underline">
                the blog
              </a>
            </p>
            {chapterSegmentsNow.map((segment) => (
              <SegmentView
                key={segment.index}
                segment={segment}
                active={segment.index === position.segment}
                onSelect={() => goTo({ chapter: position.chapter, segment: segment.index })}
              />
            ))}
          </article>
        ) : null}
      </div>
    </div>
  );
}
