"use client";

import type { WordCount } from "@inkforge/domain/tools/word-cloud/frequencies";
import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { WORD_CLOUD_FONT } from "./layout";
import { buildWordCloudFiles, type WordCloudFiles } from "./word-cloud-files";

type State =
  | { status: "idle" }
  | { status: "ready"; files: WordCloudFiles }
  | { status: "failed"; message: string };

function revoke(files: WordCloudFiles) {
  URL.revokeObjectURL(files.png.url);
  URL.revokeObjectURL(files.svg.url);
}

/** The cloud preview (the same layout as the downloads) and the PNG and SVG links. */
export function WordCloudView({
  words,
  onUse,
}: {
  words: readonly WordCount[];
  /** Called once per use: a file downloaded. */
  onUse: () => void;
}) {
  const [state, setState] = useState<State>({ status: "idle" });
  const key = JSON.stringify(words);

  useEffect(() => {
    const list = JSON.parse(key) as WordCount[];
    if (list.length === 0) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    let built: WordCloudFiles | null = null;
    // Layout is the slow part; wait for a pause in typing.
    const timer = setTimeout(() => {
      buildWordCloudFiles(list).then(
        (files) => {
          built = files;
          if (current) setState({ status: "ready", files });
          else revoke(files);
        },
        (error: unknown) => {
          if (current) {
            setState({
              status: "failed",
              message: error instanceof Error ? error.message : "The cloud could not be drawn",
            });
          }
        },
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
      if (built) revoke(built);
    };
  }, [key]);

  if (state.status === "failed") {
    return (
      <p role="alert" className="text-sm text-red-800">
        {state.message}
      </p>
    );
  }
  if (state.status === "idle") {
    return <p className="text-sm text-slate-600">The cloud appears here.</p>;
  }
  const { layout, png, svg } = state.files;
  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        className="h-auto w-full rounded-lg border border-slate-200 bg-white"
        role="img"
        aria-label={`Word cloud of ${layout.words.length} words; the largest is ${layout.words[0]?.text ?? ""}`}
        data-testid="word-cloud-preview"
      >
        <g
          transform={`translate(${layout.width / 2},${layout.height / 2})`}
          fontFamily={WORD_CLOUD_FONT}
          fontWeight="bold"
        >
          {layout.words.map((word) => (
            <text
              key={word.text}
              textAnchor="middle"
              transform={`translate(${word.x},${word.y}) rotate(${word.rotate})`}
              fontSize={word.size}
              fill={word.colour}
            >
              {word.text}
            </text>
          ))}
        </g>
      </svg>
      <figcaption className="text-sm text-slate-600">
        {layout.words.length} words placed
        {layout.dropped.length > 0
          ? `; ${layout.dropped.length} did not fit and are only in the table`
          : ""}
        . Word size grows with how often the word appears (area follows the count).
      </figcaption>
      <div className="flex flex-wrap gap-2">
        <a
          href={png.url}
          download={png.fileName}
          onClick={onUse}
          className={buttonVariants({ variant: "primary", size: "sm" })}
        >
          Download PNG
        </a>
        <a
          href={svg.url}
          download={svg.fileName}
          onClick={onUse}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Download SVG
        </a>
      </div>
    </figure>
  );
}
