import type { TranslationProvider } from "@inkforge/domain/tools/bookdata-translate/bookdata-translate";
import type { TranslationLanguageId } from "@inkforge/domain/tools/bookdata-translate/languages";
import { isTimeoutError, parseRetryAfter } from "../outbound-http";

/*
 * The translation adapter (decision 0047): one interface, a LibreTranslate-compatible client and a
 * DeepL client. Each call sends a batch of texts in one format and answers them in the same
 * order; HTML keeps its tags (LibreTranslate `format: "html"`, DeepL `tag_handling: "html"`).
 */

type TranslationRequest = {
  texts: string[];
  source: TranslationLanguageId;
  target: TranslationLanguageId;
  format: "text" | "html";
};

export type Translator = {
  provider: TranslationProvider;
  translate(request: TranslationRequest): Promise<string[]>;
};

export type TranslationFailureKind =
  /** The service asked us to slow down (429) or its quota is used up (DeepL 456). */
  | "busy"
  /** 5xx, a refused connection, a reset. */
  | "unavailable"
  | "timeout"
  /** Not JSON, the wrong shape, or a different number of texts than we sent. */
  | "malformed"
  /** The service refused the request: a wrong key (401/403) or a language it lacks (400). */
  | "refused";

/** Why a translation call failed; the message is for the log, never for the user. */
export class TranslationFailure extends Error {
  override name = "TranslationFailure";
  constructor(
    readonly kind: TranslationFailureKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * POSTs JSON with a deadline and classifies every failure. Answers the parsed JSON body of a 2xx
 * response; the caller checks its shape.
 */
export async function postJson(
  url: string,
  init: { headers: Record<string, string>; body: unknown; timeoutMs: number; now: () => Date },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...init.headers },
      body: JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    if (isTimeoutError(error)) {
      throw new TranslationFailure("timeout", `no answer within ${init.timeoutMs} ms`);
    }
    throw new TranslationFailure("unavailable", `request failed: ${String(error)}`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new TranslationFailure(
      isTimeoutError(error) ? "timeout" : "unavailable",
      `reading the answer failed: ${String(error)}`,
    );
  }
  if (response.status === 429 || response.status === 456) {
    throw new TranslationFailure(
      "busy",
      `answered ${response.status}`,
      parseRetryAfter(response.headers.get("retry-after"), init.now()),
    );
  }
  if (response.status >= 500) {
    throw new TranslationFailure("unavailable", `answered ${response.status}`);
  }
  if (!response.ok) {
    // 4xx bodies can echo the request; only the status goes to the log.
    throw new TranslationFailure("refused", `answered ${response.status}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new TranslationFailure("malformed", "the answer is not JSON");
  }
}

export function requireStrings(value: unknown, count: number, what: string): string[] {
  if (
    !Array.isArray(value) ||
    value.length !== count ||
    !value.every((item) => typeof item === "string")
  ) {
    throw new TranslationFailure("malformed", `${what} is not a list of ${count} texts`);
  }
  return value;
}
