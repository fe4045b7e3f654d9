"use client";

import type { BookProject, CreateBookProjectInput } from "@inkforge/domain/book-project/contract";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { FormError } from "@/components/forms/form-error";
import { toast } from "@/components/toast/toast-store";
import { buttonVariants } from "@/components/ui/button-variants";
import { applyServerErrors, failureSentences, useZodForm } from "@/lib/forms/use-zod-form";
import { usePlannerApi } from "./planner-api";

/*
 * /book-planner: the signed-in author's book projects and, for the chosen one, its launch board.
 * The board (and the drag-and-drop library) loads only once a project is open.
 */

const PlannerBoard = dynamic(() => import("./planner-board").then((m) => m.PlannerBoard), {
  ssr: false,
  loading: () => <p className="text-slate-700">Loading the board…</p>,
});

const FORMATS = [
  { value: "paperback", label: "Paperback" },
  { value: "hardcover", label: "Hardcover" },
  { value: "ebook", label: "eBook" },
] as const;
type Format = (typeof FORMATS)[number]["value"];

const formatLabel = (value: string) => FORMATS.find((f) => f.value === value)?.label ?? value;

/** Eight weeks from today, the date a new project's checklist counts back from by default. */
function suggestedLaunchDate(): string {
  const day = new Date();
  day.setDate(day.getDate() + 56);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

const formatDay = (date: string | null) =>
  date === null
    ? "no launch date"
    : new Date(`${date}T00:00:00`).toLocaleDateString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
      });

function readProjectFromUrl(): string | null {
  return new URLSearchParams(window.location.search).get("project");
}

function writeProjectToUrl(id: string | null) {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete("project");
  else url.searchParams.set("project", id);
  window.history.replaceState(window.history.state, "", url);
}

export function BookPlannerTool() {
  const api = usePlannerApi();
  const [projects, setProjects] = useState<BookProject[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void api.listProjects().then((result) => {
      if (!live) return;
      if (!result.ok) {
        setLoadError(result.message);
        return;
      }
      setProjects(result.data);
      const fromUrl = readProjectFromUrl();
      const chosen = result.data.find((p) => p.id === fromUrl) ?? result.data[0] ?? null;
      setSelectedId(chosen?.id ?? null);
    });
    return () => {
      live = false;
    };
  }, [api]);

  const select = useCallback((id: string | null) => {
    setSelectedId(id);
    writeProjectToUrl(id);
  }, []);

  const onCreated = useCallback(
    (project: BookProject) => {
      setProjects((list) => [project, ...(list ?? [])]);
      select(project.id);
    },
    [select],
  );

  const remove = useCallback(
    async (project: BookProject) => {
      if (!window.confirm(`Delete “${project.title}” and its board? This cannot be undone.`))
        return;
      const result = await api.deleteProject(project.id);
      if (!result.ok) {
        toast({ variant: "error", title: "Not deleted", description: result.message });
        return;
      }
      const rest = (projects ?? []).filter((p) => p.id !== project.id);
      setProjects(rest);
      if (selectedId === project.id) select(rest[0]?.id ?? null);
      toast({ variant: "success", title: "Deleted", description: `${project.title} is gone.` });
    },
    [api, projects, select, selectedId],
  );

  const selected = projects?.find((p) => p.id === selectedId) ?? null;

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]" data-testid="book-planner">
      <aside className="space-y-6">
        <NewProjectForm onCreated={onCreated} />
        <section aria-labelledby="planner-projects-heading">
          <h2 id="planner-projects-heading" className="text-lg font-semibold text-slate-900">
            Your book projects
          </h2>
          {loadError ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              Your projects could not be loaded: {loadError}
            </p>
          ) : projects === null ? (
            <p className="mt-2 text-sm text-slate-700">Loading your projects…</p>
          ) : projects.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              No projects yet. Create one above: it starts with a KDP launch checklist.
            </p>
          ) : (
            <ul className="mt-2 space-y-2">
              {projects.map((project) => (
                <li key={project.id}>
                  <button
                    type="button"
                    aria-current={project.id === selectedId ? "true" : undefined}
                    onClick={() => select(project.id)}
                    className={`w-full rounded-md border px-3 py-2 text-left ${
                      project.id === selectedId
                        ? "border-ink-700 bg-ink-50"
                        : "border-slate-200 bg-white hover:bg-slate-50"
                    }`}
                  >
                    <span className="block font-semibold text-slate-900">{project.title}</span>
                    <span className="block text-sm text-slate-700">
                      {formatLabel(project.specs.binding)} · launch {formatDay(project.launchDate)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </aside>

      <section aria-label="Launch board" className="min-w-0">
        {selected === null ? (
          projects !== null && projects.length > 0 ? (
            <p className="text-slate-700">Choose a project to see its board.</p>
          ) : null
        ) : (
          <div className="space-y-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <div>
                <h2 className="text-2xl font-bold text-slate-900">{selected.title}</h2>
                <p className="text-sm text-slate-700">
                  {formatLabel(selected.specs.binding)}
                  {selected.specs.binding === "ebook"
                    ? ""
                    : ` · ${selected.specs.trim} in · ${selected.specs.pageCount} pages`}{" "}
                  · launch {formatDay(selected.launchDate)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  href={`/book-planner/${encodeURIComponent(selected.id)}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Specs, prices and pre-flight
                </Link>
                <button
                  type="button"
                  onClick={() => void remove(selected)}
                  className={buttonVariants({ variant: "ghost", size: "sm" })}
                >
                  Delete project
                </button>
              </div>
            </div>
            {selected.boardId ? (
              <PlannerBoard key={selected.boardId} boardId={selected.boardId} />
            ) : (
              <p className="text-slate-700">This project has no board.</p>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

const loadNewProjectSchema = () =>
  import("./new-project-schema").then((module) => module.newProjectFormSchema);
const NEW_PROJECT_LABELS = { title: "Title", format: "Format", launchDate: "Target launch date" };
const NEW_PROJECT_FIELDS = Object.keys(NEW_PROJECT_LABELS);
const FORMAT_OPTIONS = FORMATS.map((option) => ({ ...option }));

type NewProjectValues = { title: string; format: Format; launchDate: string };

function NewProjectForm({ onCreated }: { onCreated: (project: BookProject) => void }) {
  const api = usePlannerApi();
  const form = useZodForm<NewProjectValues, CreateBookProjectInput>({
    loadSchema: loadNewProjectSchema,
    defaultValues: { title: "", format: "paperback", launchDate: "" },
    labels: NEW_PROJECT_LABELS,
  });
  const [busy, setBusy] = useState(false);

  // Today is the browser's: set after hydration, so the server's page does not differ.
  useEffect(() => form.setValue("launchDate", suggestedLaunchDate()), [form]);

  const submit = form.handleSubmit(async (input) => {
    setBusy(true);
    const result = await api.createProject(input);
    setBusy(false);
    if (!result.ok) {
      applyServerErrors(form, failureSentences(result, NEW_PROJECT_LABELS), NEW_PROJECT_FIELDS);
      return;
    }
    form.setValue("title", "");
    onCreated(result.data);
    toast({
      variant: "success",
      title: "Project created",
      description: `${result.data.title} has a launch board with the KDP checklist.`,
    });
  });

  return (
    <ToolForm
      form={form}
      onSubmit={submit}
      idPrefix="new-project"
      label="New book project"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold text-slate-900">New book project</h2>
      <TextField name="title" label="Title" />
      <SelectField name="format" label="Format" options={FORMAT_OPTIONS} />
      <TextField name="launchDate" type="date" label="Target launch date" />
      <FormError />
      <button type="submit" disabled={busy} className={buttonVariants({ className: "w-full" })}>
        {busy ? "Creating…" : "Create project"}
      </button>
    </ToolForm>
  );
}
