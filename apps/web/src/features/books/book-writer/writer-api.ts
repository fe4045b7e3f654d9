import type { BookBuild } from "@inkforge/domain/books/book-build-contract";
import type {
  Manuscript,
  ManuscriptSummary,
  Section,
  SectionVersion,
  SectionVersionDoc,
} from "@inkforge/domain/books/manuscript/contract";
import { publicEnv } from "@/config/public-env";
import { type ApiResult, createApiCaller } from "@/lib/api/api-call";

/*
 * The book writer's API (/api/v1/manuscripts and the manuscript builds) as the page calls it.
 * Answers are the contract's shapes; the server checks every request.
 */

const caller = (token: string) => createApiCaller({ baseUrl: publicEnv.apiUrl, token });

export const listManuscripts = (token: string) =>
  caller(token)<{ manuscripts: ManuscriptSummary[] }>("GET", "/api/v1/manuscripts");

export async function startManuscript(
  token: string,
  title: string,
): Promise<ApiResult<Manuscript>> {
  const project = await caller(token)<{ id: string }>("POST", "/api/book-projects", {
    body: { title },
    retries: 0,
  });
  if (!project.ok) return project;
  return caller(token)<Manuscript>("POST", "/api/v1/manuscripts", {
    body: { projectId: project.data.id },
    retries: 0,
  });
}

export const readManuscript = (token: string, id: string) =>
  caller(token)<Manuscript>("GET", `/api/v1/manuscripts/${encodeURIComponent(id)}`);

export const addSection = (token: string, id: string, kind: string, title: string) =>
  caller(token)<Section>("POST", `/api/v1/manuscripts/${encodeURIComponent(id)}/sections`, {
    body: { kind, title },
    retries: 0,
  });

export const readSection = (token: string, id: string, sectionId: string) =>
  caller(token)<Section>(
    "GET",
    `/api/v1/manuscripts/${encodeURIComponent(id)}/sections/${encodeURIComponent(sectionId)}`,
  );

export const saveSection = (
  token: string,
  id: string,
  sectionId: string,
  body: { baseVersion: number; doc?: unknown; title?: string },
) =>
  caller(token)<Section>(
    "PUT",
    `/api/v1/manuscripts/${encodeURIComponent(id)}/sections/${encodeURIComponent(sectionId)}`,
    { body, retries: 0 },
  );

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Sends the file itself as the body; a sentence when it fails. */
export async function importFile(
  token: string,
  id: string,
  file: File,
): Promise<{ ok: true; manuscript: Manuscript } | { ok: false; message: string }> {
  const type = /\.docx$/i.test(file.name) ? DOCX : "text/markdown";
  let response: Response;
  try {
    response = await fetch(
      `${publicEnv.apiUrl.replace(/\/+$/, "")}/api/v1/manuscripts/${encodeURIComponent(id)}/import`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": type },
        body: file,
      },
    );
  } catch {
    return { ok: false, message: "The file didn't upload. Check your connection and try again." };
  }
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) {
    return {
      ok: false,
      message: body?.message ?? "The file couldn't be imported. Try again in a moment.",
    };
  }
  return { ok: true, manuscript: body as unknown as Manuscript };
}

export const startFormat = (
  token: string,
  request: { manuscriptId: string; format: "pdf" | "epub"; trim: string; theme: string },
) =>
  caller(token)<{ build: BookBuild }>("POST", "/api/books/manuscript-builds", {
    body: request,
    retries: 0,
  });

export const listVersions = (token: string, id: string, sectionId: string) =>
  caller(token)<{ versions: SectionVersion[] }>(
    "GET",
    `/api/v1/manuscripts/${encodeURIComponent(id)}/sections/${encodeURIComponent(sectionId)}/versions`,
  );

export const readVersion = (token: string, id: string, sectionId: string, version: number) =>
  caller(token)<SectionVersionDoc>(
    "GET",
    `/api/v1/manuscripts/${encodeURIComponent(id)}/sections/${encodeURIComponent(sectionId)}/versions/${version}`,
  );

export type PreviewPages = { pageCount: number; pages: Array<{ page: number; dataUrl: string }> };

export const readPreviewPages = (token: string, buildId: string, from: number, count: number) =>
  caller(token)<PreviewPages>(
    "GET",
    `/api/books/builds/${encodeURIComponent(buildId)}/pages?from=${from}&count=${count}`,
  );
