"use client";

import type { BoardWithPages, Page, PageData } from "@inkforge/domain/book-project/board";
import type { BookProject, CreateBookProjectInput } from "@inkforge/domain/book-project/contract";
import { useMemo } from "react";
import type { ApiResult } from "@/lib/api/api-call";
import { useAccountApi } from "@/lib/api/use-account-api";

/*
 * The planner's calls: book projects (/api/book-projects) and the boards and pages API of spec
 * §7.9. Answers are checked against the domain contracts, loaded with the first call rather than
 * with the page (decision 0054).
 */

const loadBoardContract = () => import("@inkforge/domain/book-project/board");
const loadProjectContract = () => import("@inkforge/domain/book-project/contract");

export type PlannerApi = {
  listProjects(): Promise<ApiResult<BookProject[]>>;
  createProject(input: CreateBookProjectInput): Promise<ApiResult<BookProject>>;
  deleteProject(id: string): Promise<ApiResult<unknown>>;
  getBoard(id: string): Promise<ApiResult<BoardWithPages>>;
  createPage(data: PageData): Promise<ApiResult<Page>>;
  updatePage(id: string, data: PageData): Promise<ApiResult<Page>>;
  deletePage(id: string): Promise<ApiResult<unknown>>;
};

const encode = encodeURIComponent;

export function usePlannerApi(): PlannerApi {
  const call = useAccountApi();
  return useMemo<PlannerApi>(
    () => ({
      listProjects: async () => {
        const { bookProjectListSchema } = await loadProjectContract();
        return call("GET", "/api/book-projects", { schema: bookProjectListSchema });
      },
      createProject: async (input) => {
        const { bookProjectSchema } = await loadProjectContract();
        return call("POST", "/api/book-projects", { body: input, schema: bookProjectSchema });
      },
      deleteProject: (id) => call("DELETE", `/api/book-projects/${encode(id)}`),
      getBoard: async (id) => {
        const { boardWithPagesSchema } = await loadBoardContract();
        return call("GET", `/api/board/collection/${encode(id)}`, {
          schema: boardWithPagesSchema,
        });
      },
      createPage: async (data) => {
        const { pageSchema } = await loadBoardContract();
        return call("POST", "/api/page/create", { body: { data }, schema: pageSchema });
      },
      updatePage: async (id, data) => {
        const { pageSchema } = await loadBoardContract();
        return call("PUT", `/api/page/${encode(id)}`, { body: { id, data }, schema: pageSchema });
      },
      deletePage: (id) => call("DELETE", `/api/page/collection/${encode(id)}`),
    }),
    [call],
  );
}
