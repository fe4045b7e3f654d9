import {
  type BookDataTranslateInput,
  type BookDataTranslateResult,
  type BookDataTranslation,
  toBookDataTranslation,
} from "@inkforge/domain/tools/bookdata-translate/bookdata-translate";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { recordToolRun, requireToolQuota } from "./tool-quota";
import { TranslationFailure, type Translator } from "./translator";

const TOOL = {
  toolId: "book-data-translator",
  toolName: "the Book Data Translator",
  uses: "translations",
};

const NOT_CONFIGURED_MESSAGE =
  "No translation service is configured on this server: set LIBRETRANSLATE_URL (and LIBRETRANSLATE_API_KEY if it needs one) or DEEPL_API_KEY for the API";

function failureMessage(failure: TranslationFailure): string {
  switch (failure.kind) {
    case "busy":
      return `The translation service is busy or out of quota; try again${failure.retryAfterSeconds ? ` in ${failure.retryAfterSeconds} seconds` : " later"}`;
    case "timeout":
      return "The translation service did not answer in time; try again";
    case "unavailable":
      return "The translation service is not reachable or failed; try again later";
    case "malformed":
      return "The translation service answered something that is not a translation; nothing was changed";
    case "refused":
      return "The translation service refused the request (its key, or a language it does not offer)";
  }
}

/**
 * `POST /api/tools/bookdata-translate`: every target language, one after the other, two calls
 * each (the plain fields, then the description as HTML). All or nothing: one failing language
 * fails the request, and only a complete result counts as a use.
 */
export async function translateBookData(
  db: Database,
  input: {
    userId: string;
    body: BookDataTranslateInput;
    translator: Translator | undefined;
    now: Date;
    log: { warn: (details: object, message: string) => void };
  },
): Promise<BookDataTranslateResult> {
  const { body, translator } = input;
  if (!translator) throw new AppError("SERVICE_UNAVAILABLE", NOT_CONFIGURED_MESSAGE);
  await requireToolQuota(db, { ...TOOL, userId: input.userId, now: input.now });

  const keywords = (body.keywords ?? []).filter((keyword) => keyword.trim().length > 0);
  const plain = [body.title, body.subtitle ?? "", ...keywords];
  const description = body.description ?? "";
  const translations: BookDataTranslation[] = [];
  try {
    for (const target of body.targets) {
      const request = { source: body.source, target };
      // Empty fields are not sent: they stay empty.
      const sent = plain.map((text, index) => ({ text, index })).filter(({ text }) => text.trim());
      const answered = await translator.translate({
        ...request,
        texts: sent.map(({ text }) => text),
        format: "text",
      });
      const fields = [...plain].map(() => "");
      sent.forEach(({ index }, position) => {
        fields[index] = answered[position] ?? "";
      });
      const [html] = description.trim()
        ? await translator.translate({ ...request, texts: [description], format: "html" })
        : [""];
      translations.push(
        toBookDataTranslation(target, body, {
          title: fields[0] ?? "",
          subtitle: fields[1] ?? "",
          description: html ?? "",
          keywords: fields.slice(2),
        }),
      );
    }
  } catch (error) {
    if (!(error instanceof TranslationFailure)) throw error;
    input.log.warn(
      { provider: translator.provider, kind: error.kind, reason: error.message },
      "translation failed",
    );
    throw new AppError("TRANSLATION_FAILED", failureMessage(error));
  }
  await recordToolRun(db, { ...TOOL, userId: input.userId, now: input.now });
  return { provider: translator.provider, source: body.source, translations };
}
