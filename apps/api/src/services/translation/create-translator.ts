import type { TranslationConfig } from "../../config";
import { createDeeplTranslator } from "./deepl";
import { createLibreTranslateTranslator } from "./libretranslate";
import type { Translator } from "./translator";

/** The configured translation service, or undefined when none is (the page then says how). */
export function createTranslator(
  config: TranslationConfig | undefined,
  now: () => Date,
): Translator | undefined {
  if (!config) return undefined;
  return config.provider === "deepl"
    ? createDeeplTranslator({ ...config, now })
    : createLibreTranslateTranslator({ ...config, now });
}
