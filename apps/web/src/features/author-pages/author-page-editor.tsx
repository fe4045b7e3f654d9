"use client";

import { useEffect, useMemo, useState } from "react";
import { createAuthorPageClient } from "@/lib/api/author-page-client";
import { createBookProjectsClient } from "@/lib/api/book-projects-client";
import { browserApi } from "@/lib/api/browser-api";
import { useLazyModule } from "@/lib/use-lazy-module";
import type { Opening, ProjectChoice } from "./author-page-form";

// The form, react-hook-form and the live preview load beside the owner's page, which they wait
// for anyway: the first paint is the loading line, so the page's first load is this shell
// (decision 0054, as the research workspace does).
const loadForm = () => import("./author-page-form");

/**
 * The owner's editor (issue 30) at `/author-page-builder/edit`: reads the page and the member's
 * book projects at once, and draws `AuthorPageForm` when the page and its code are both here.
 */
export function AuthorPageEditor({ apiToken }: { apiToken: string }) {
  const api = useMemo(() => createAuthorPageClient(browserApi(apiToken), apiToken), [apiToken]);
  const [opening, setOpening] = useState<Opening | null>(null);
  const [projects, setProjects] = useState<ProjectChoice[]>([]);
  const editor = useLazyModule(loadForm);

  useEffect(() => {
    void (async () => {
      const answer = await api.read();
      setOpening(answer.ok ? { page: answer.data.page } : { failed: true });
    })();
  }, [api]);

  useEffect(() => {
    void (async () => {
      // The member's book projects, offered as books; none is fine (the list stays hidden).
      const answer = await createBookProjectsClient(browserApi(apiToken)).list();
      if (!answer.ok) return;
      setProjects(answer.data.map((p) => ({ id: p.id, title: p.listing.title.trim() || p.title })));
    })();
  }, [apiToken]);

  if (!opening || !editor) return <p className="p-8">Loading your page…</p>;
  return (
    <editor.AuthorPageForm apiToken={apiToken} api={api} opening={opening} projects={projects} />
  );
}
