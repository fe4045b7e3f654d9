import type { CategoryFinderResult } from "@inkforge/domain/research/category-finder";
import type {
  BookDataTranslateResult,
  TranslationStatus,
} from "@inkforge/domain/tools/bookdata-translate/bookdata-translate";
import type { DescriptionDraftResult } from "@inkforge/domain/tools/description-creator/description-draft";
import type { TitleIdeasResult } from "@inkforge/domain/tools/title-creator/title-ideas";
import type { TrademarkCheckResponse } from "@inkforge/domain/tools/trademark-check/trademark-check";
import type { ApiFailure, ApiResult } from "@/lib/api/api-call";
import { browserApi } from "@/lib/api/browser-api";
import { readResponse } from "@/lib/api/read-response";

/*
 * The tools' server runs as the browser calls them: the listing creators' model drafts, the
 * trademark office search, the category finder and the book data translator, each read with its domain contract.
 * Tool pages import this module with `import()` when it is first needed, so neither the caller
 * nor zod is in a tool page's first load (decision 0054: those pages sit at 59.4 of 60 KB). A
 * run may use the plan's quota, so it is never retried.
 */

const SERVICE = "tool service";

function malformed(status: number): ApiFailure {
  return {
    ok: false,
    status,
    code: null,
    message: `The ${SERVICE} answered in a form this page cannot read. Try again, or reload the page.`,
    details: [],
    retryAfterSeconds: null,
  };
}

/** A small status answer, checked by hand (no contract to load for one field). */
async function readStatus<T>(
  pending: Promise<ApiResult<unknown>>,
  isValid: (data: unknown) => data is T,
): Promise<ApiResult<T>> {
  const answer = await pending;
  if (!answer.ok) return answer;
  return isValid(answer.data) ? { ...answer, data: answer.data } : malformed(answer.status);
}

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === "object" && data !== null;

export function toolsApi(token?: string | null) {
  const call = browserApi(token, { retries: 0 });
  return {
    /** Whether the API writes with a language model ("llm") or only from templates. */
    listingGeneration: () =>
      readStatus(
        call("GET", "/api/tools/listing-generation"),
        (data): data is { generator: "llm" | "templates" } =>
          isObject(data) && (data.generator === "llm" || data.generator === "templates"),
      ),
    titleIdeas: (input: unknown, timeoutMs: number) =>
      readResponse<TitleIdeasResult>(
        call("POST", "/api/tools/title-ideas", { body: input, timeout: timeoutMs }),
        async () =>
          (await import("@inkforge/domain/tools/title-creator/title-ideas")).titleIdeasResultSchema,
        SERVICE,
      ),
    descriptionDraft: (input: unknown, timeoutMs: number) =>
      readResponse<DescriptionDraftResult>(
        call("POST", "/api/tools/description-draft", { body: input, timeout: timeoutMs }),
        async () =>
          (await import("@inkforge/domain/tools/description-creator/description-draft"))
            .descriptionDraftResultSchema,
        SERVICE,
      ),
    /** Whether the trademark office search is set up on the server. */
    trademarkStatus: () =>
      readStatus(
        call("GET", "/api/tools/trademark-check"),
        (data): data is { searchConfigured: boolean } =>
          isObject(data) && typeof data.searchConfigured === "boolean",
      ),
    trademarkSearch: (input: unknown, timeoutMs: number) =>
      readResponse<TrademarkCheckResponse>(
        call("POST", "/api/tools/trademark-check", { body: input, timeout: timeoutMs }),
        async () =>
          (await import("@inkforge/domain/tools/trademark-check/trademark-check"))
            .trademarkCheckResponseSchema,
        SERVICE,
      ),
    /** Signed in (a token given), the server records the search as a use itself. */
    categories: (query: Record<string, string>) =>
      readResponse<CategoryFinderResult>(
        call("GET", "/api/v1/research/categories", { query }),
        async () =>
          (await import("@inkforge/domain/research/category-finder")).categoryFinderResultSchema,
        SERVICE,
      ),
    translationStatus: () =>
      readResponse<TranslationStatus>(
        call("GET", "/api/tools/bookdata-translate"),
        async () =>
          (await import("@inkforge/domain/tools/bookdata-translate/bookdata-translate"))
            .translationStatusSchema,
        SERVICE,
      ),
    translate: (input: unknown, timeoutMs: number) =>
      readResponse<BookDataTranslateResult>(
        call("POST", "/api/tools/bookdata-translate", { body: input, timeout: timeoutMs }),
        async () =>
          (await import("@inkforge/domain/tools/bookdata-translate/bookdata-translate"))
            .bookDataTranslateResultSchema,
        SERVICE,
      ),
  };
}
