import type { TranslationLanguageId } from "@inkforge/domain/tools/bookdata-translate/languages";
import { postJson, requireStrings, type Translator } from "./translator";

/*
 * A LibreTranslate-compatible server (POST /translate): `q` as a list, `source`, `target`,
 * `format` ("text" or "html") and an optional `api_key`; the answer's `translatedText` is a list
 * in the same order. Self-hosted LibreTranslate, and the hosted services speaking its protocol.
 */

/** LibreTranslate's codes where they differ from ours (it has one Portuguese). */
const CODES: Partial<Record<TranslationLanguageId, string>> = { "pt-BR": "pt" };

export function createLibreTranslateTranslator(options: {
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
  now: () => Date;
}): Translator {
  return {
    provider: "libretranslate",
    async translate({ texts, source, target, format }) {
      if (texts.length === 0) return [];
      const body = await postJson(`${options.url}/translate`, {
        headers: {},
        body: {
          q: texts,
          source: CODES[source] ?? source,
          target: CODES[target] ?? target,
          format,
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        },
        timeoutMs: options.timeoutMs,
        now: options.now,
      });
      const translated =
        typeof body === "object" && body !== null && "translatedText" in body
          ? body.translatedText
          : undefined;
      return requireStrings(translated, texts.length, "translatedText");
    },
  };
}
