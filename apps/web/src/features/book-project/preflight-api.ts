"use client";

import {
  type BookProject,
  bookProjectListSchema,
  bookProjectSchema,
  type UpdateBookProjectInput,
} from "@inkforge/domain/book-project/contract";
import { useMemo } from "react";
import type { ApiResult } from "@/lib/api/api-call";
import { useAccountApi } from "@/lib/api/use-account-api";

/*
 * The signed-in user's book projects (GET/PUT /api/book-projects…), as the project page and the
 * tools' project picker read and save them. Answers are checked against the contract, so a
 * half-read project never reaches a form.
 */

export type BookProjectApi = {
  list(): Promise<ApiResult<BookProject[]>>;
  get(id: string): Promise<ApiResult<BookProject>>;
  update(id: string, body: UpdateBookProjectInput): Promise<ApiResult<BookProject>>;
};

const projectPath = (id: string) => `/api/book-projects/${encodeURIComponent(id)}`;

export function useBookProjectApi(): BookProjectApi {
  const call = useAccountApi();
  return useMemo(
    () => ({
      list: () => call("GET", "/api/book-projects", { schema: bookProjectListSchema }),
      get: (id) => call("GET", projectPath(id), { schema: bookProjectSchema }),
      update: (id, body) => call("PUT", projectPath(id), { body, schema: bookProjectSchema }),
    }),
    [call],
  );
}
