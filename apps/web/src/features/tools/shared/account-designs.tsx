"use client";

import type { DesignKind } from "@inkforge/domain/designs/contract";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { QueryProvider } from "@/lib/api/query-provider";
import { useAccountDesigns } from "./use-account-designs";

/*
 * "Your designs" beside an editor (issue 31, decision 0113): save to the account, open, copy and
 * delete, and autosave a few seconds after the last change once the design has been saved. It
 * mounts its own query cache, as it arrives with the editor's chunk after the first paint.
 */

export type AccountDesignsProps = {
  kind: DesignKind;
  /** The name offered for a design saved the first time. */
  defaultName: string;
  /** The editor's document for the account (images uploaded, their names inside). */
  getDocument: () => Promise<Record<string, unknown>>;
  /** Opens a saved document in the editor. */
  onOpen: (document: Record<string, unknown>) => Promise<void> | void;
  /** Changes whenever the editor's design changes; autosave follows it. */
  revision: unknown;
};

const AUTOSAVE_DELAY_MS = 3000;

export function AccountDesigns(props: AccountDesignsProps) {
  return (
    <QueryProvider>
      <AccountDesignsPanel {...props} />
    </QueryProvider>
  );
}

function AccountDesignsPanel({
  kind,
  defaultName,
  getDocument,
  onOpen,
  revision,
}: AccountDesignsProps) {
  const designs = useAccountDesigns(kind);
  const [name, setName] = useState(defaultName);
  const [status, setStatus] = useState<string | null>(null);
  // The editor's revision right after a design was opened: not a change to autosave.
  const [baseline, setBaseline] = useState<{ revision: unknown } | null>(null);
  const revisionRef = useRef(revision);
  revisionRef.current = revision;
  const { open, save } = designs;

  const saveNow = async (autosave: boolean) => {
    try {
      const document = await getDocument();
      const saved = await save.mutateAsync({
        name: name.trim() || defaultName,
        document,
        autosave,
      });
      setBaseline({ revision: revisionRef.current });
      setStatus(`${autosave ? "Autosaved" : "Saved"} to your account (version ${saved.version}).`);
    } catch (cause) {
      setStatus(cause instanceof Error ? cause.message : "Not saved.");
    }
  };
  const saveRef = useRef(saveNow);
  saveRef.current = saveNow;

  // Autosave only a design already in the account, and not the change that opening it made.
  useEffect(() => {
    if (!open || baseline?.revision === revision) return;
    const timer = window.setTimeout(() => void saveRef.current(true), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [revision, open, baseline]);

  const openDesign = async (id: string) => {
    const design = await designs.load.mutateAsync(id).catch(() => null);
    if (!design) return;
    setName(design.name);
    try {
      await onOpen(design.document);
      // The editor renders the opened design first; that revision is the baseline.
      await new Promise((resolve) => window.setTimeout(resolve, 0));
      setBaseline({ revision: revisionRef.current });
      setStatus(`Opened “${design.name}” (version ${design.version}).`);
      toast({ variant: "success", title: "Design opened" });
    } catch (cause) {
      setStatus(cause instanceof Error ? cause.message : "This design could not be opened.");
    }
  };

  if (!designs.signedIn) {
    return <p className="text-sm text-slate-700">Sign in to save designs to your account.</p>;
  }
  const rows = designs.list.data?.designs ?? [];
  const limit = designs.list.data?.limit ?? null;

  return (
    <div className="grid gap-3" data-testid="account-designs">
      <label className="grid gap-1 text-sm font-semibold text-ink-900">
        Design name
        <input
          className="h-10 rounded-md border border-slate-300 px-3 font-normal"
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <ToolButton
          type="button"
          size="sm"
          disabled={save.isPending}
          onClick={() => void saveNow(false)}
        >
          {open ? "Save to your account" : "Save to your account as new"}
        </ToolButton>
        {open ? (
          <ToolButton type="button" size="sm" variant="ghost" onClick={designs.detach}>
            Start a new design
          </ToolButton>
        ) : null}
      </div>
      <p
        role="status"
        aria-live="polite"
        className="text-sm text-slate-700"
        data-testid="account-design-status"
      >
        {status ??
          (open
            ? "Changes are autosaved to your account."
            : "Saved designs open in any browser you sign in to.")}
      </p>
      {rows.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-slate-900">
            Your saved designs{limit !== null ? ` (${rows.length} of ${limit})` : ""}
          </h3>
          <ul className="grid gap-1" aria-label="Your saved designs">
            {rows.map((row) => (
              <li
                key={row.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm"
              >
                <span className="min-w-0 truncate">
                  {row.name}
                  {open?.id === row.id ? " · open" : ""}
                  <span className="text-slate-600"> · v{row.version}</span>
                </span>
                <span className="flex gap-1">
                  <ToolButton
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Open ${row.name}`}
                    onClick={() => void openDesign(row.id)}
                  >
                    Open
                  </ToolButton>
                  <ToolButton
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Copy ${row.name}`}
                    onClick={() => designs.duplicate.mutate(row.id)}
                  >
                    Copy
                  </ToolButton>
                  <ToolButton
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${row.name}`}
                    onClick={() => {
                      if (window.confirm(`Delete “${row.name}” and its history?`)) {
                        designs.remove.mutate(row.id);
                      }
                    }}
                  >
                    Delete
                  </ToolButton>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
