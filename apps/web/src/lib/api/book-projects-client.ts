import type { BookProject, UpdateBookProjectInput } from "@inkforge/domain/book-project/contract";
import type { ApiCaller } from "@/lib/api/api-call";
import { readResponse } from "@/lib/api/read-response";

/*
 * The member's book projects as the makers and tools call them (list, create, link an interior
 * build; the project page and the tools' project picker read and save one), read with the book
 * project contract, which loads with the first call (no zod at first
 * paint). The book planner keeps its own calls in features/tools/book-planner/planner-api.ts.
 */

const SERVICE = "book project service";
const projectPath = (id: string) => `/api/book-projects/${encodeURIComponent(id)}`;
const contracts = () => import("@inkforge/domain/book-project/contract");

export function createBookProjectsClient(call: ApiCaller) {
  const one = (pending: ReturnType<ApiCaller>) =>
    readResponse<BookProject>(pending, async () => (await contracts()).bookProjectSchema, SERVICE);
  return {
    list: () =>
      readResponse<BookProject[]>(
        call("GET", "/api/book-projects"),
        async () => (await contracts()).bookProjectListSchema,
        SERVICE,
      ),
    get: (id: string) => one(call("GET", projectPath(id))),
    update: (id: string, body: UpdateBookProjectInput) =>
      one(call("PUT", projectPath(id), { body })),
    create: (input: { title: string; interiorBuildId?: string }) =>
      one(call("POST", "/api/book-projects", { body: input, retries: 0 })),
    setInterior: (id: string, buildId: string) =>
      one(call("PUT", `${projectPath(id)}/interior`, { body: { buildId } })),
  };
}
