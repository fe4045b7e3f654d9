import type { TranslationLanguageId } from "@inkforge/domain/tools/bookdata-translate/languages";
import { postJson, requireStrings, TranslationFailure, type Translator } from "./translator";

/*
 * DeepL's API (POST /v2/translate, `Authorization: DeepL-Auth-Key …`): `text` as a list,
 * `source_lang`, `target_lang` and, for the description, `tag_handling: "html"` so tags come back
 * where they were. The answer's `translations[].text` are in the same order.
 */

/** DeepL's source codes are bare languages; English and Portuguese targets need a variant. */
const SOURCE: Record<TranslationLanguageId, string> = {
  en: "EN",
  de: "DE",
  fr: "FR",
  es: "ES",
  it: "IT",
  nl: "NL",
  pl: "PL",
  sv: "SV",
  ja: "JA",
  "pt-BR": "PT",
};
// English for amazon.com first: the stores reading English other than .com are fine with it.
const TARGET: Record<TranslationLanguageId, string> = { ...SOURCE, en: "EN-US", "pt-BR": "PT-BR" };

export function createDeeplTranslator(options: {
  apiKey: string;
  apiUrl: string;
  timeoutMs: number;
  now: () => Date;
}): Translator {
  return {
    provider: "deepl",
    async translate({ texts, source, target, format }) {
      if (texts.length === 0) return [];
      const body = await postJson(`${options.apiUrl}/v2/translate`, {
        headers: { authorization: `DeepL-Auth-Key ${options.apiKey}` },
        body: {
          text: texts,
          source_lang: SOURCE[source],
          target_lang: TARGET[target],
          ...(format === "html" ? { tag_handling: "html" } : {}),
        },
        timeoutMs: options.timeoutMs,
        now: options.now,
      });
      const translations =
        typeof body === "object" && body !== null && "translations" in body
          ? body.translations
          : undefined;
      if (!Array.isArray(translations)) {
        throw new TranslationFailure("malformed", "translations is not a list");
      }
      return requireStrings(
        translations.map((entry: unknown) =>
          typeof entry === "object" && entry !== null && "text" in entry ? entry.text : undefined,
        ),
        texts.length,
        "translations[].text",
      );
    },
  };
}
