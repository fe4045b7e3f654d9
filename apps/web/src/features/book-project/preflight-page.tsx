"use client";

import type { BookProject } from "@inkforge/domain/book-project/contract";
import Link from "next/link";
import { useEffect, useState } from "react";
import { useBookProjectsClient } from "@/lib/api/use-book-projects-client";
import { useLazyModule } from "@/lib/use-lazy-module";

// The form, zod and the pre-flight engines (trademarks, guidelines, royalty, prices, the cover
// template) load beside the project, which the editor waits for anyway: the page's first load is
// the loading line (decision 0054).
const loadEditor = () => import("./project-editor");

type Load =
  | { kind: "loading" }
  | { kind: "missing" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; project: BookProject };

/** The project page: loads one of the user's projects, then edits and re-checks it. */
export function PreflightPage({ projectId }: { projectId: string }) {
  const api = useBookProjectsClient();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const editor = useLazyModule(loadEditor);
  useEffect(() => {
    let live = true;
    void api.get(projectId).then((answer) => {
      if (!live) return;
      if (answer.ok) setLoad({ kind: "ready", project: answer.data });
      else if (answer.status === 404 || answer.status === 400) setLoad({ kind: "missing" });
      else setLoad({ kind: "failed", message: answer.message });
    });
    return () => {
      live = false;
    };
  }, [api, projectId]);

  if (load.kind === "ready" && editor) {
    return <editor.ProjectEditor key={projectId} project={load.project} />;
  }
  if (load.kind === "ready" || load.kind === "loading") {
    return <p className="text-slate-700">Loading the project…</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="text-slate-800">
        {load.kind === "missing"
          ? "This project does not exist, or it belongs to another account."
          : `The project could not be loaded: ${load.message}`}
      </p>
      <p>
        <Link href="/book-planner" className="font-semibold text-ink-700 underline">
          Back to your book projects
        </Link>
      </p>
    </div>
  );
}
