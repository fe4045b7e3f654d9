"use client";

import type { Section, SectionVersionDoc } from "@inkforge/domain/books/manuscript/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { unwrap } from "@/lib/api/api-error";
import { listVersions, readVersion, saveSection } from "./writer-api";

/*
 * A section's history (the versions the server keeps, at most one per ten minutes plus the
 * latest): pick one, read its text, and restore it. Restoring is a save of that version's text
 * on top of the current one, so the current text stays in the history and can be restored back.
 */

const OUTLINE = buttonVariants({ variant: "outline", size: "sm" });

type DocLike = { type?: string; text?: string; content?: DocLike[] };

/** The version's text as paragraphs, for reading before restoring (not an editor). */
function paragraphsOf(doc: DocLike): string[] {
  const out: string[] = [];
  const textOf = (node: DocLike): string =>
    node.text ?? (node.content ?? []).map(textOf).join(node.type === "paragraph" ? "" : " ");
  for (const node of doc.content ?? []) {
    const text = textOf(node).trim();
    if (text) out.push(text);
  }
  return out;
}

export function SectionHistory({
  token,
  manuscriptId,
  sectionId,
  baseVersion,
  onRestored,
}: {
  token: string;
  manuscriptId: string;
  sectionId: string;
  /** The version the editor holds now; called at restore time so pending edits are counted. */
  baseVersion: () => number;
  onRestored: (section: Section) => void;
}) {
  const client = useQueryClient();
  const key = ["manuscript-section-versions", manuscriptId, sectionId];
  const versions = useQuery({
    queryKey: key,
    queryFn: async () => unwrap(await listVersions(token, manuscriptId, sectionId)).versions,
  });
  const [chosen, setChosen] = useState<SectionVersionDoc | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async (version: number) => {
    setMessage(null);
    const answer = await readVersion(token, manuscriptId, sectionId, version);
    if (!answer.ok) return setMessage(answer.message);
    setChosen(answer.data);
  };

  const restore = async () => {
    if (!chosen) return;
    setBusy(true);
    const answer = await saveSection(token, manuscriptId, sectionId, {
      baseVersion: baseVersion(),
      doc: chosen.doc,
      title: chosen.title,
    });
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    setMessage(`Restored the version saved ${new Date(chosen.savedAt).toLocaleString("en")}.`);
    setChosen(null);
    await client.invalidateQueries({ queryKey: key });
    onRestored(answer.data);
  };

  return (
    <section
      aria-labelledby="history-heading"
      data-testid="section-history"
      className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm text-slate-700"
    >
      <h4 id="history-heading" className="font-semibold text-ink-900">
        History
      </h4>
      {message ? <p role="status">{message}</p> : null}
      {versions.isPending ? (
        <p>Loading the history…</p>
      ) : versions.isError ? (
        <p role="alert">{versions.error.message}</p>
      ) : versions.data.length === 0 ? (
        <p>No earlier versions yet.</p>
      ) : (
        <ol className="grid gap-1">
          {versions.data.map((version) => (
            <li key={version.version} className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={`${OUTLINE} aria-pressed:border-ink-700 aria-pressed:bg-slate-100`}
                aria-pressed={chosen?.version === version.version}
                onClick={() => void open(version.version)}
              >
                {new Date(version.savedAt).toLocaleString("en")}
              </button>{" "}
              <span>{version.wordCount.toLocaleString("en")} words</span>
            </li>
          ))}
        </ol>
      )}
      {chosen ? (
        <section
          aria-label={`Version saved ${new Date(chosen.savedAt).toLocaleString("en")}`}
          className="grid gap-2"
        >
          <h5 className="font-semibold text-ink-900">{chosen.title}</h5>
          <div
            style={{
              maxHeight: "16rem",
              overflow: "auto",
              border: "1px solid #888",
              padding: "0.5rem",
            }}
          >
            {paragraphsOf(chosen.doc as DocLike).map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a version's paragraphs never move
              <p key={index}>{text}</p>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonVariants({ size: "sm" })}
              disabled={busy}
              onClick={() => void restore()}
            >
              Restore this version
            </button>
            <button type="button" className={OUTLINE} onClick={() => setChosen(null)}>
              Cancel
            </button>
          </div>
        </section>
      ) : null}
    </section>
  );
}
