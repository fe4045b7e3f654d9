import { z } from "zod";
import { type AffiliateConfig, affiliateFrom, affiliateShape } from "./affiliate";
import { type AuthLimitsConfig, authLimitsFrom, authLimitsShape } from "./auth-limits";
import { type ContentConfig, contentFrom, contentShape } from "./content";
import { type EmailConfig, emailFrom, emailShape } from "./email";
import { type JobsConfig, jobsFrom, jobsShape } from "./jobs";
import { type PaymentProvidersConfig, paymentsFrom, paymentsShape } from "./payments";
import { type ReferenceDataConfig, referenceDataFrom, referenceDataShape } from "./reference-data";
import { type ResearchConfig, researchSourcesFrom, researchSourcesShape } from "./research-sources";
import { type SecretsConfig, secretsFrom, secretsShape } from "./secrets";
import { modeFrom, resolveDataDir, type ServerConfig, serverFrom, serverShape } from "./server";
import { ConfigError } from "./shared";
import { type ShopConfig, shopFrom, shopShape } from "./shop";
import { type FileStorageConfig, type StorageConfig, storageFrom, storageShape } from "./storage";
import {
  type GenerationConfig,
  generationFrom,
  type TranslationConfig,
  type TranslationGenerationConfig,
  translationFrom,
  translationGenerationShape,
} from "./translation-generation";

export type { AffiliateProgrammeConfig } from "./affiliate";
export { ensureDemoSecrets } from "./demo-secrets";
export type { PaypalConfig, StripeConfig } from "./payments";
export { findRepoRoot, inMemoryDataDir, isLoopbackHost } from "./server";
export { ConfigError } from "./shared";
export type { GenerationConfig, StorageConfig, TranslationConfig };

/**
 * The whole configuration: each capability's slice (server.ts, payments.ts, …) owns its variables,
 * its part of this type and its reader; this module only composes them.
 */
export type Config = ServerConfig &
  SecretsConfig &
  AuthLimitsConfig &
  EmailConfig &
  ContentConfig &
  PaymentProvidersConfig &
  ShopConfig &
  ReferenceDataConfig &
  JobsConfig &
  AffiliateConfig &
  TranslationGenerationConfig &
  ResearchConfig &
  FileStorageConfig;

/** Every slice's variables in one schema, so one parse reports every bad variable at once. */
const envSchema = z.object({
  ...serverShape,
  ...secretsShape,
  ...authLimitsShape,
  ...emailShape,
  ...contentShape,
  ...paymentsShape,
  ...shopShape,
  ...referenceDataShape,
  ...translationGenerationShape,
  ...jobsShape,
  ...storageShape,
  ...researchSourcesShape,
  ...affiliateShape,
});

function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => `${issue.path.map(String).join(".") || "(environment)"}: ${issue.message}`)
    .join("; ");
}

/** Environment variables set to "" count as unset, as they do in most .env tooling. */
function dropEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== "") {
      result[key] = value;
    }
  }
  return result;
}

/**
 * Reads and checks the configuration. Call it once at start-up; nothing else reads the
 * environment. Throws a ConfigError naming every bad variable. In demo mode it may create
 * `<DATA_DIR>-secrets.json` (see ensureDemoSecrets).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(dropEmptyValues(env));
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${formatIssues(parsed.error.issues)}`);
  }
  const values = parsed.data;
  const mode = modeFrom(values);
  const dataDir = resolveDataDir(values.DATA_DIR);
  // The readers run in this order so that, of several cross-variable mistakes, the same one is
  // reported first as before the split.
  const secrets = secretsFrom(values, mode, dataDir);
  const authLimits = authLimitsFrom(values);
  const affiliate = affiliateFrom(values);
  const server = serverFrom(values, mode, dataDir);
  const payments = paymentsFrom(values, mode);
  const translation = translationFrom(values);
  const generation = generationFrom(values);
  const researchSources = researchSourcesFrom(values);
  const storage = storageFrom(values, dataDir);
  return {
    ...server,
    ...secrets,
    ...authLimits,
    ...emailFrom(values),
    ...contentFrom(values),
    payments,
    ...shopFrom(values, mode),
    translation,
    ...referenceDataFrom(values),
    generation,
    researchSources,
    ...jobsFrom(values),
    storage,
    ...affiliate,
  };
}
