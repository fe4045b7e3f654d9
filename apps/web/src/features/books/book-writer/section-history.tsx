"use client";

import type { Section, SectionVersionDoc } from "@inkforge/domain/books/manuscript/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap } from "@/lib/api/api-error";
import { listVersions, readVersion, saveSection } from "./writer-api";

/*
 * A section's history (the versions the server keeps, at most one per ten minutes plus the
 * latest): pick one, read its text, and restore it. Restoring is a save of that version's text
 * on top of the current one, so the current text stays in the history and can be restored back.
 */

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
    <section aria-labelledby="history-heading" data-testid="section-history">
      <h4 id="history-heading">History</h4>
      {message ? <p role="status">{message}</p> : null}
      {versions.isPending ? (
        <p>Loading the history…</p>
      ) : versions.isError ? (
        <p role="alert">{versions.error.message}</p>
      ) : versions.data.length === 0 ? (
        <p>No earlier versions yet.</p>
      ) : (
        <ol>
          {versions.data.map((version) => (
            <li key={version.version}>
              <button
                type="button"
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
        <section aria-label={`Version saved ${new Date(chosen.savedAt).toLocaleString("en")}`}>
          <h5>{chosen.title}</h5>
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
          <button type="button" disabled={busy} onClick={() => void restore()}>
            Restore this version
          </button>{" "}
          <button type="button" onClick={() => setChosen(null)}>
            Cancel
          </button>
        </section>
      ) : null}
    </section>
  );
}
