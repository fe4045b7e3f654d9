import type {
  AuthorPageStats,
  AuthorPageEditor as EditorState,
} from "@inkforge/domain/author-pages/contracts";
import type { ApiCaller, ApiResult } from "@/lib/api/api-call";
import { requestJson } from "@/lib/api/raw-request";
import { type ResponseSchema, readResponse } from "@/lib/api/read-response";

/*
 * The owner's author page as the editor calls it (issue 30), read with the author page contract
 * (loaded with the first call). Images are bytes, so their upload goes through requestJson.
 */

export type AuthorPageSubscriber = { email: string; status: string; signedUpAt: string };

const SERVICE = "author page service";
const contracts = () => import("@inkforge/domain/author-pages/contracts");
const editorSchema = async () => (await contracts()).authorPageEditorSchema;

/** The subscriber list has no domain contract (the API keeps it); read by hand. */
const subscribersSchema: ResponseSchema<{ subscribers: AuthorPageSubscriber[] }> = {
  parse(data) {
    const list = (data as { subscribers?: unknown } | null)?.subscribers;
    const valid =
      Array.isArray(list) &&
      list.every(
        (s) =>
          typeof s?.email === "string" &&
          typeof s.status === "string" &&
          typeof s.signedUpAt === "string",
      );
    if (!valid) throw new Error("not a subscriber list");
    return { subscribers: list as AuthorPageSubscriber[] };
  },
};

export function createAuthorPageClient(call: ApiCaller, token: string) {
  const editor = (pending: Promise<ApiResult<unknown>>) =>
    readResponse<EditorState>(pending, editorSchema, SERVICE);
  return {
    /** The owner's page; `page: null` before the first save. */
    read: () =>
      readResponse<{ page: EditorState | null }>(
        call("GET", "/api/v1/author-page"),
        async () => {
          const schema = await editorSchema();
          return {
            parse: (data: unknown) => {
              const page = (data as { page?: unknown } | null)?.page;
              if (page === undefined) throw new Error("no page");
              return { page: page === null ? null : schema.parse(page) };
            },
          };
        },
        SERVICE,
      ),
    save: (draft: unknown) =>
      editor(call("PUT", "/api/v1/author-page", { body: draft, retries: 0 })),
    act: (action: "publish" | "unpublish") =>
      editor(call("POST", `/api/v1/author-page/${action}`, { retries: 0 })),
    addFromProject: (projectId: string) =>
      editor(
        call("POST", "/api/v1/author-page/books/from-project", {
          body: { projectId },
          retries: 0,
        }),
      ),
    stats: () =>
      readResponse<AuthorPageStats>(
        call("GET", "/api/v1/author-page/stats"),
        async () => (await contracts()).authorPageStatsSchema,
        SERVICE,
      ),
    subscribers: () =>
      readResponse(
        call("GET", "/api/v1/author-page/subscribers"),
        async () => subscribersSchema,
        SERVICE,
      ),
    uploadImage: (kind: "photo" | "cover", file: File) => {
      const body = new FormData();
      body.append("file", file);
      return requestJson(
        `/api/v1/author-page/images?kind=${kind}`,
        (data) => {
          const key = (data as { key?: unknown } | null)?.key;
          if (typeof key !== "string") throw new Error("no key");
          return key;
        },
        { method: "POST", token, body },
      );
    },
  };
}
