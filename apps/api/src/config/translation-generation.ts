import { z } from "zod";
import { ConfigError, httpUrlSchema, type ValuesOf } from "./shared";

/**
 * A LibreTranslate-compatible server (self-hosted or a hosted one, with an optional key), or DeepL
 * (a key; keys ending in `:fx` belong to the free API host).
 */
export type TranslationConfig =
  | { provider: "libretranslate"; url: string; apiKey: string | undefined; timeoutMs: number }
  | { provider: "deepl"; apiKey: string; apiUrl: string; timeoutMs: number };

/** `POST <url>/chat/completions` with a bearer key, one model, a deadline per call. */
export type GenerationConfig = { url: string; apiKey: string; model: string; timeoutMs: number };

export type TranslationGenerationConfig = {
  /** The book data translator's service (decision 0047); undefined = none configured. */
  translation: TranslationConfig | undefined;
  /**
   * The title and description creators' language model (decision 0059): an OpenAI-compatible
   * chat-completions endpoint; undefined = ideas and drafts come from the templates.
   */
  generation: GenerationConfig | undefined;
};

export const translationGenerationShape = {
  TRANSLATION_PROVIDER: z
    .enum(["libretranslate", "deepl"], { error: "must be libretranslate or deepl" })
    .optional(),
  LIBRETRANSLATE_URL: httpUrlSchema.optional(),
  LIBRETRANSLATE_API_KEY: z.string().trim().min(1).max(256).optional(),
  DEEPL_API_KEY: z.string().trim().min(1).max(256).optional(),
  DEEPL_API_URL: httpUrlSchema.optional(),
  TRANSLATION_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of milliseconds (10–99999)")
    .transform(Number)
    .prefault("15000"),
  LLM_API_URL: httpUrlSchema.optional(),
  LLM_API_KEY: z.string().trim().min(1).max(512).optional(),
  LLM_MODEL: z
    .string()
    .trim()
    .regex(/^[\w.:/@-]{1,128}$/, "must be a model name (letters, digits, . : / @ _ -)")
    .prefault("gpt-4o-mini"),
  LLM_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,6}$/, "must be a number of milliseconds (10–999999)")
    .transform(Number)
    .prefault("20000"),
};

/**
 * TRANSLATION_PROVIDER and its settings. Unset, the service whose settings are present is used;
 * with both present it must be named, so the choice of who receives authors' texts is explicit.
 */
export function translationFrom(
  values: ValuesOf<typeof translationGenerationShape>,
): TranslationConfig | undefined {
  const timeoutMs = values.TRANSLATION_TIMEOUT_MS;
  const present = [
    values.LIBRETRANSLATE_URL ? "libretranslate" : null,
    values.DEEPL_API_KEY ? "deepl" : null,
  ].filter((name) => name !== null);
  if (values.TRANSLATION_PROVIDER === undefined && present.length > 1) {
    throw new ConfigError(
      "Invalid configuration: TRANSLATION_PROVIDER: is required when both LIBRETRANSLATE_URL and DEEPL_API_KEY are set; set it to libretranslate or deepl",
    );
  }
  const provider = values.TRANSLATION_PROVIDER ?? present[0];
  if (provider === "libretranslate") {
    if (!values.LIBRETRANSLATE_URL) {
      throw new ConfigError(
        "Invalid configuration: LIBRETRANSLATE_URL: is required when TRANSLATION_PROVIDER is libretranslate",
      );
    }
    return {
      provider,
      url: values.LIBRETRANSLATE_URL,
      apiKey: values.LIBRETRANSLATE_API_KEY,
      timeoutMs,
    };
  }
  if (provider === "deepl") {
    if (!values.DEEPL_API_KEY) {
      throw new ConfigError(
        "Invalid configuration: DEEPL_API_KEY: is required when TRANSLATION_PROVIDER is deepl",
      );
    }
    const host = values.DEEPL_API_KEY.endsWith(":fx")
      ? "https://api-free.deepl.com"
      : "https://api.deepl.com";
    return {
      provider,
      apiKey: values.DEEPL_API_KEY,
      apiUrl: values.DEEPL_API_URL ?? host,
      timeoutMs,
    };
  }
  return undefined;
}

/**
 * LLM_API_URL and LLM_API_KEY together turn the language model on; one without the other is a
 * mistake worth stopping for, not a quiet fall back to the templates.
 */
export function generationFrom(
  values: ValuesOf<typeof translationGenerationShape>,
): GenerationConfig | undefined {
  const { LLM_API_URL: url, LLM_API_KEY: apiKey } = values;
  if (url === undefined && apiKey === undefined) return undefined;
  if (url === undefined || apiKey === undefined) {
    const missing = url === undefined ? "LLM_API_URL" : "LLM_API_KEY";
    const present = url === undefined ? "LLM_API_KEY" : "LLM_API_URL";
    throw new ConfigError(
      `Invalid configuration: ${missing}: is required when ${present} is set (the title and description creators' language model)`,
    );
  }
  return {
    url: url.replace(/\/+$/, ""),
    apiKey,
    model: values.LLM_MODEL,
    timeoutMs: values.LLM_TIMEOUT_MS,
  };
}
