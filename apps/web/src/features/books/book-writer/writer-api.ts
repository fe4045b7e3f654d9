import type { BookBuild } from "@inkforge/domain/books/book-build-contract";
import type {
  Manuscript,
  ManuscriptSummary,
  Section,
  SectionVersion,
  SectionVersionDoc,
} from "@inkforge/domain/books/manuscript/contract";
import type { ApiResult } from "@/lib/api/api-call";
import { createBookProjectsClient } from "@/lib/api/book-projects-client";
import { browserApi } from "@/lib/api/browser-api";
import { requestJson } from "@/lib/api/raw-request";
import { type ResponseSchema, readResponse } from "@/lib/api/read-response";

/*
 * The book writer's API (/api/v1/manuscripts and the manuscript builds) as the page calls it.
 * Answers are read with the manuscript and build contracts, loaded with the first call (no zod
 * at first paint); the server checks every request.
 */

const caller = (token: string) => browserApi(token);
const SERVICE = "book writer service";
const manuscriptContract = () => import("@inkforge/domain/books/manuscript/contract");

/** `pending` read with the schema `pick` chooses from the manuscript contract. */
function read<T>(
  pending: Promise<ApiResult<unknown>>,
  pick: (contract: Awaited<ReturnType<typeof manuscriptContract>>) => ResponseSchema<T>,
): Promise<ApiResult<T>> {
  return readResponse(pending, async () => pick(await manuscriptContract()), SERVICE);
}

export const listManuscripts = (token: string) =>
  read<{ manuscripts: ManuscriptSummary[] }>(
    caller(token)("GET", "/api/v1/manuscripts"),
    (c) => c.manuscriptListSchema,
  );

export async function startManuscript(
  token: string,
  title: string,
): Promise<ApiResult<Manuscript>> {
  const project = await createBookProjectsClient(caller(token)).create({ title });
  if (!project.ok) return project;
  return read<Manuscript>(
    caller(token)("POST", "/api/v1/manuscripts", {
      body: { projectId: project.data.id },
      retries: 0,
    }),
    (c) => c.manuscriptSchema,
  );
}

export const readManuscript = (token: string, id: string) =>
  read<Manuscript>(
    caller(token)("GET", `/api/v1/manuscripts/${encodeURIComponent(id)}`),
    (c) => c.manuscriptSchema,
  );

export const addSection = (token: string, id: string, kind: string, title: string) =>
  read<Section>(
    caller(token)("POST", `/api/v1/manuscripts/${encodeURIComponent(id)}/sections`, {
      body: { kind, title },
      retries: 0,
    }),
    (c) => c.sectionSchema,
  );

export const readSection = (token: string, id: string, sectionId: string) =>
  read<Section>(
    caller(token)(
      "GET",
      `/api/v1/manuscripts/${encodeURIComponent(id)}/sections/${encodeURIComponent(sectionId)}`,
    ),
    (c) => c.sectionSchema,
  );

export const saveSection = (
  token: string,
  id: string,
  sectionId: string,
  body: { baseVersion: number; doc?: unknown; title?: string },
) =>
  read<Section>(
    caller(token)(
      "PUT",
      `/api/v1/manuscripts/${encodeURIComponent(id)}/sections/${encodeURIComponent(sectionId)}`,
      { body, retries: 0 },
    ),
    (c) => c.sectionSchema,
  );

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Sends the file itself as the body (bytes: the JSON caller cannot); a sentence when it fails. */
export async function importFile(
  token: string,
  id: string,
  file: File,
): Promise<{ ok: true; manuscript: Manuscript } | { ok: false; message: string }> {
  const type = /\.docx$/i.test(file.name) ? DOCX : "text/markdown";
  const contract = await manuscriptContract().catch(() => null);
  if (!contract)
    return { ok: false, message: "Part of this page could not be loaded. Reload the page." };
  const answer = await requestJson(
    `/api/v1/manuscripts/${encodeURIComponent(id)}/import`,
    (data) => contract.manuscriptSchema.parse(data),
    { method: "POST", token, headers: { "content-type": type }, body: file },
  );
  if (answer.ok) return { ok: true, manuscript: answer.data };
  return {
    ok: false,
    message:
      answer.status === null
        ? "The file didn't upload. Check your connection and try again."
        : answer.message,
  };
}

export const startFormat = (
  token: string,
  request: { manuscriptId: string; format: "pdf" | "epub"; trim: string; theme: string },
): Promise<ApiResult<{ build: BookBuild }>> =>
  readResponse(
    caller(token)("POST", "/api/books/manuscript-builds", { body: request, retries: 0 }),
    async () =>
      (await import("@inkforge/domain/books/book-build-contract")).bookBuildResponseSchema,
    SERVICE,
  );

export const listVersions = (token: string, id: string, sectionId: string) =>
  read<{ versions: SectionVersion[] }>(
    caller(token)(
      "GET",
      `/api/v1/manuscripts/${encodeURIComponent(id)}/sections/${encodeURIComponent(sectionId)}/versions`,
    ),
    (c) => c.sectionVersionListSchema,
  );

export const readVersion = (token: string, id: string, sectionId: string, version: number) =>
  read<SectionVersionDoc>(
    caller(token)(
      "GET",
      `/api/v1/manuscripts/${encodeURIComponent(id)}/sections/${encodeURIComponent(sectionId)}/versions/${version}`,
    ),
    (c) => c.sectionVersionDocSchema,
  );

type PreviewPages = { pageCount: number; pages: Array<{ page: number; dataUrl: string }> };

const previewSchema: ResponseSchema<PreviewPages> = {
  parse(data) {
    const answer = data as Partial<PreviewPages> | null;
    const valid =
      typeof answer?.pageCount === "number" &&
      Array.isArray(answer.pages) &&
      answer.pages.every((p) => typeof p?.page === "number" && typeof p.dataUrl === "string");
    if (!valid) throw new Error("not preview pages");
    return answer as PreviewPages;
  },
};

export const readPreviewPages = (token: string, buildId: string, from: number, count: number) =>
  readResponse(
    caller(token)(
      "GET",
      `/api/books/builds/${encodeURIComponent(buildId)}/pages?from=${from}&count=${count}`,
    ),
    async () => previewSchema,
    SERVICE,
  );
