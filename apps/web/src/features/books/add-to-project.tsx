"use client";

import type { BookProject } from "@inkforge/domain/book-project/contract";
import Link from "next/link";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { InputField } from "@/components/forms/input-field";
import { buttonVariants } from "@/components/ui/button-variants";
import { createBookProjectsClient } from "@/lib/api/book-projects-client";
import { browserApi } from "@/lib/api/browser-api";
import { useZodForm } from "@/lib/forms/use-zod-form";

/*
 * "Add to a book project" under a finished book build (decision 0138): the member picks one of
 * their projects or names a new one; the API links the build, and the project's specs follow the
 * PDF. The list is read only when the member opens the choice, so the maker page loads nothing
 * for it.
 */

const NEW_PROJECT = "";

const loadAddToProjectSchema = () =>
  import("./add-to-project-schema").then((module) => module.addToProjectFormSchema);

type State =
  | { kind: "closed" }
  | { kind: "loading" }
  | { kind: "choosing"; projects: BookProject[] }
  | { kind: "saving"; projects: BookProject[] }
  | { kind: "added"; project: BookProject };

export function AddInteriorToProject({
  token,
  build,
}: {
  token: string;
  build: { id: string; title: string };
}) {
  const api = createBookProjectsClient(browserApi(token));
  const [state, setState] = useState<State>({ kind: "closed" });
  const form = useZodForm({
    loadSchema: loadAddToProjectSchema,
    defaultValues: { projectId: NEW_PROJECT, title: build.title },
    labels: { title: "New project's name" },
  });
  const projectId = form.watch("projectId");
  const [problem, setProblem] = useState<string | null>(null);

  const open = async () => {
    setState({ kind: "loading" });
    setProblem(null);
    const answer = await api.list();
    if (!answer.ok) {
      setProblem(answer.message);
      setState({ kind: "closed" });
      return;
    }
    setState({ kind: "choosing", projects: answer.data });
  };

  const add = (projects: BookProject[]) =>
    form.handleSubmit(async ({ projectId, title }) => {
      setState({ kind: "saving", projects });
      setProblem(null);
      const answer =
        projectId === NEW_PROJECT
          ? await api.create({ title, interiorBuildId: build.id })
          : await api.setInterior(projectId, build.id);
      if (!answer.ok) {
        setProblem(answer.message);
        setState({ kind: "choosing", projects });
        return;
      }
      setState({ kind: "added", project: answer.data });
    });

  if (state.kind === "added") {
    return (
      <p className="text-sm text-emerald-950" data-testid="interior-added" role="status">
        Added to “{state.project.title}”: its trim, page count and paper now follow this PDF.{" "}
        <Link
          href={`/book-planner/${state.project.id}`}
          className="font-semibold text-ink-700 underline"
        >
          Open the project and its pre-flight
        </Link>
      </p>
    );
  }

  if (state.kind === "closed" || state.kind === "loading") {
    return (
      <div className="grid gap-1">
        <div>
          <button
            type="button"
            className={buttonVariants({ variant: "outline" })}
            disabled={state.kind === "loading"}
            onClick={open}
          >
            {state.kind === "loading" ? "Loading your projects…" : "Add to a book project"}
          </button>
        </div>
        {problem ? (
          <p className="text-sm text-red-700" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }

  const { projects } = state;
  return (
    <FormProvider {...form}>
      <form
        aria-label="Add to a book project"
        className="grid gap-3 rounded-md border border-slate-300 bg-white p-3"
        noValidate
        onSubmit={add(projects)}
      >
        <div className="grid gap-1">
          <label htmlFor={`project-for-${build.id}`} className="text-sm font-medium text-slate-800">
            Book project
          </label>
          <select
            id={`project-for-${build.id}`}
            className="h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base"
            {...form.register("projectId")}
          >
            <option value={NEW_PROJECT}>A new project</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.title}
              </option>
            ))}
          </select>
        </div>
        {projectId === NEW_PROJECT ? (
          <InputField
            id={`project-title-for-${build.id}`}
            name="title"
            label="New project's name"
            className="gap-1"
            labelClassName="font-medium text-slate-800"
            inputClassName="w-full"
          />
        ) : (
          <p className="text-sm text-slate-600">
            The project's trim, page count and paper will be set from this PDF.
          </p>
        )}
        {problem ? (
          <p className="text-sm text-red-700" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonVariants()} disabled={state.kind === "saving"}>
            {state.kind === "saving" ? "Adding…" : "Add the interior"}
          </button>
          <button
            type="button"
            className={buttonVariants({ variant: "outline" })}
            onClick={() => setState({ kind: "closed" })}
          >
            Cancel
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
