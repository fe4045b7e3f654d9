import type { MarketplaceId } from "../../kdp/marketplaces";

/*
 * The languages of the Amazon stores KDP publishes to: each store's main language (kdp-facts §8,
 * "Amazon book storefronts", from the domain and locale lists it cites, as of 2026-03-28). A
 * listing is translated once per language, and the page names the stores that read it. Apart from
 * the schema so the page can show the choices without loading zod (decision 0054).
 */

export const TRANSLATION_LANGUAGE_IDS = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "pl",
  "sv",
  "ja",
  "pt-BR",
] as const;
export type TranslationLanguageId = (typeof TRANSLATION_LANGUAGE_IDS)[number];

export type TranslationLanguage = {
  id: TranslationLanguageId;
  /** The language's name in English. */
  name: string;
  /** Stores whose main language this is (amazon.ca and amazon.com.be list two). */
  marketplaces: readonly MarketplaceId[];
};

export const TRANSLATION_LANGUAGES: readonly TranslationLanguage[] = [
  {
    id: "en",
    name: "English",
    marketplaces: [
      "amazon.com",
      "amazon.co.uk",
      "amazon.ca",
      "amazon.com.au",
      "amazon.in",
      "amazon.ie",
    ],
  },
  { id: "de", name: "German", marketplaces: ["amazon.de"] },
  { id: "fr", name: "French", marketplaces: ["amazon.fr", "amazon.ca", "amazon.com.be"] },
  { id: "es", name: "Spanish", marketplaces: ["amazon.es", "amazon.com.mx"] },
  { id: "it", name: "Italian", marketplaces: ["amazon.it"] },
  { id: "nl", name: "Dutch", marketplaces: ["amazon.nl", "amazon.com.be"] },
  { id: "pl", name: "Polish", marketplaces: ["amazon.pl"] },
  { id: "sv", name: "Swedish", marketplaces: ["amazon.se"] },
  { id: "ja", name: "Japanese", marketplaces: ["amazon.co.jp"] },
  { id: "pt-BR", name: "Portuguese (Brazil)", marketplaces: ["amazon.com.br"] },
];

export const LANGUAGES_SOURCE = {
  key: "kdp-facts §8",
  title: "Amazon book storefronts: each store's main language",
  date: "2026-03-28",
} as const;

export function getTranslationLanguage(id: TranslationLanguageId): TranslationLanguage {
  const language = TRANSLATION_LANGUAGES.find((entry) => entry.id === id);
  if (!language) throw new Error(`Unknown translation language: ${id}`);
  return language;
}
