import type { RankInfo } from "../overlay/figures";
import type {
  Access,
  Answer,
  CategoriesAnswer,
  RanksAnswer,
  Request,
  ReverseLookupAnswer,
  SuggestionsAnswer,
  TrackAnswer,
} from "../shared/messages";
import { SIGNED_OUT } from "../shared/messages";

/** Where the worker keeps the member's extension token (never the password). */
export type TokenStore = {
  read: () => Promise<string | null>;
  write: (token: string | null) => Promise<void>;
};

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const SIGN_IN_AGAIN = "Your extension session has ended: sign in again from the panel";

/**
 * Answers the content scripts' requests by calling the site's extension API with the member's
 * token. Every failure becomes a sentence for the panel; a 401 forgets the token (revoked under
 * the account's sessions, or expired).
 */
export function createApiClient(deps: { apiUrl: string; tokens: TokenStore; fetch: Fetch }) {
  async function call<T>(
    path: string,
    init: { method: string; body?: unknown; token?: string | null },
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await deps.fetch(`${deps.apiUrl}${path}`, {
        method: init.method,
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    } catch {
      return { ok: false, message: "The site could not be reached; try again in a moment" };
    }
    if (response.status === 401 && init.token) {
      await deps.tokens.write(null);
      return { ok: false, message: SIGN_IN_AGAIN };
    }
    if (response.status === 204) return { ok: true, data: undefined as T };
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok)
      return { ok: false, message: body?.message ?? "The site could not do that just now" };
    return { ok: true, data: body as T };
  }

  async function withToken<T>(path: string, method: string, body?: unknown): Promise<Answer<T>> {
    const token = await deps.tokens.read();
    if (!token) return { ok: false, message: "Sign in first" };
    return call<T>(path, { method, body, token });
  }

  return {
    async handle(request: Request): Promise<Answer<unknown>> {
      switch (request.type) {
        case "access": {
          if (!(await deps.tokens.read())) return { ok: true, data: SIGNED_OUT };
          const answer = await withToken<Omit<Access, "signedIn">>(
            "/api/v1/extension/access",
            "GET",
          );
          return answer.ok
            ? { ok: true, data: { ...answer.data, signedIn: true } }
            : { ok: true, data: SIGNED_OUT };
        }
        case "ranks": {
          const answer = await withToken<{ products: (RankInfo & { asin: string })[] }>(
            "/api/v1/extension/products",
            "POST",
            { domain: request.marketplace, asins: request.asins },
          );
          if (!answer.ok) return answer;
          const ranks: RanksAnswer = {};
          for (const { asin, ...rank } of answer.data.products) ranks[asin] = rank;
          return { ok: true, data: ranks };
        }
        case "track-asin":
          return withToken<TrackAnswer>("/api/v1/extension/trackers/asin", "POST", {
            domain: request.marketplace,
            asin: request.asin,
          });
        case "reverse-lookup":
          return withToken<ReverseLookupAnswer>("/api/v1/extension/reverse-lookup", "POST", {
            domain: request.marketplace,
            asin: request.asin,
          });
        case "suggestions":
          return withToken<SuggestionsAnswer>("/api/v1/extension/suggestions", "POST", {
            domain: request.marketplace,
            department: request.department,
            phrase: request.phrase,
          });
        case "categories":
          return withToken<CategoriesAnswer>("/api/v1/extension/categories", "POST", {
            domain: request.marketplace,
            asin: request.asin,
          });
        case "report":
          // Counts only (see ParseReport); no token, so a signed-out member's page reports too.
          return call("/api/v1/extension/parse-reports", { method: "POST", body: request.report });
        case "sign-in-code": {
          const answer = await call<{ token: string }>("/api/v1/extension/tokens", {
            method: "POST",
            body: { code: request.code },
          });
          if (answer.ok) await deps.tokens.write(answer.data.token);
          return answer.ok ? { ok: true, data: null } : answer;
        }
        case "sign-out": {
          // The key is forgotten even when the site cannot be reached to end the session.
          const token = await deps.tokens.read();
          await deps.tokens.write(null);
          if (token) await call("/api/v1/extension/session", { method: "DELETE", token });
          return { ok: true, data: null };
        }
        case "open-site":
          return { ok: false, message: "handled by the worker" };
      }
    },
  };
}
