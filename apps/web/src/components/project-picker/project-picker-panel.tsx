"use client";

import {
  type BookProject,
  updateBookProjectInputSchema,
} from "@inkforge/domain/book-project/contract";
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import {
  type PickerTool,
  projectToToolValues,
  type ToolValues,
  toolValuesToProjectUpdate,
} from "@/components/project-picker/project-picker-values";
import { toast } from "@/components/toast/toast-store";
import { ToolButton } from "@/components/ui/tool-button";
import { useBookProjectsClient } from "@/lib/api/use-book-projects-client";

/*
 * The signed-in part of the project picker, loaded only for signed-in visitors (project-picker.tsx)
 * so a free tool page carries none of it: lists the user's projects, loads one into the tool's
 * form and saves the tool's values back.
 */

type Props = {
  tool: PickerTool;
  form: UseFormReturn<FieldValues, unknown, unknown>;
  values: ToolValues;
  onLoaded?: ((values: ToolValues) => void) | undefined;
};

type Listing =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; projects: BookProject[] };

export default function ProjectPickerPanel({ tool, form, values, onLoaded }: Props) {
  const api = useBookProjectsClient();
  const id = useId();
  const [listing, setListing] = useState<Listing>({ kind: "loading" });
  const [selected, setSelected] = useState("");
  const [busy, setBusy] = useState<"load" | "save" | null>(null);

  useEffect(() => {
    let live = true;
    void api.list().then((answer) => {
      if (!live) return;
      if (!answer.ok) {
        setListing({ kind: "failed", message: answer.message });
        return;
      }
      setListing({ kind: "ready", projects: answer.data });
      setSelected((old) => old || (answer.data[0]?.id ?? ""));
    });
    return () => {
      live = false;
    };
  }, [api]);

  const load = async () => {
    setBusy("load");
    const answer = await api.get(selected);
    setBusy(null);
    if (!answer.ok) {
      toast({ variant: "error", title: `The project could not be loaded: ${answer.message}` });
      return;
    }
    const mapped = projectToToolValues(tool, answer.data, values);
    if (!mapped.ok) {
      toast({ variant: "error", title: mapped.message });
      return;
    }
    const fields = form.getValues();
    for (const [name, value] of Object.entries(mapped.value))
      if (name in fields) form.setValue(name, value, { shouldValidate: true, shouldDirty: true });
    onLoaded?.(mapped.value);
    toast({ variant: "success", title: `Loaded “${answer.data.title}”` });
  };

  const save = async () => {
    setBusy("save");
    try {
      // Read the project again: another tab or tool may have changed it since the list loaded.
      const current = await api.get(selected);
      if (!current.ok) {
        toast({ variant: "error", title: `Not saved: ${current.message}` });
        return;
      }
      const mapped = toolValuesToProjectUpdate(tool, values, current.data);
      const parsed = mapped.ok ? updateBookProjectInputSchema.safeParse(mapped.value) : null;
      if (!mapped.ok || !parsed?.success) {
        const message = !mapped.ok
          ? mapped.message
          : (parsed?.error?.issues[0]?.message ?? "Fix the fields first");
        toast({ variant: "error", title: `Not saved: ${message}` });
        return;
      }
      const saved = await api.update(selected, parsed.data);
      toast(
        saved.ok
          ? { variant: "success", title: `Saved to “${saved.data.title}”` }
          : { variant: "error", title: `Not saved: ${saved.message}` },
      );
    } finally {
      setBusy(null);
    }
  };

  if (listing.kind === "loading")
    return <p className="text-sm text-slate-600">Loading your book projects…</p>;
  if (listing.kind === "failed")
    return (
      <p className="text-sm text-red-800">
        Your book projects could not be loaded: {listing.message}
      </p>
    );
  if (listing.projects.length === 0)
    return (
      <p className="text-sm text-slate-700">
        Keep this book&apos;s specs, prices and listing in one place:{" "}
        <Link href="/book-planner" className="font-semibold text-ink-700 underline">
          start a book project
        </Link>
        .
      </p>
    );
  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-project`} className="text-sm font-medium text-slate-800">
        Book project
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id={`${id}-project`}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-base text-slate-900"
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
        >
          {listing.projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.title}
            </option>
          ))}
        </select>
        <ToolButton
          type="button"
          variant="outline"
          size="sm"
          disabled={busy !== null || selected === ""}
          onClick={load}
        >
          {busy === "load" ? "Loading…" : "Load"}
        </ToolButton>
        <ToolButton
          type="button"
          variant="outline"
          size="sm"
          disabled={busy !== null || selected === ""}
          onClick={save}
        >
          {busy === "save" ? "Saving…" : "Save to project"}
        </ToolButton>
      </div>
      {selected ? (
        <Link
          href={`/book-planner/${encodeURIComponent(selected)}`}
          className="text-sm text-ink-700 underline"
        >
          Open the project&apos;s pre-flight check
        </Link>
      ) : null}
    </div>
  );
}
