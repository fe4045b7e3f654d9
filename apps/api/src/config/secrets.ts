import { ensureDemoSecrets, generateSecret } from "./demo-secrets";
import { inMemoryDataDir } from "./server";
import { ConfigError, type Mode, minSecretLength, secretSchema, type ValuesOf } from "./shared";

export type SecretsConfig = {
  secrets: {
    tokenSecret: string;
    /**
     * Demo mode on a data folder: what `npm run backup` sends to ask the running API for a copy
     * of the embedded database (decision 0071). Undefined in memory and in production (pg_dump).
     */
    backupToken?: string;
  };
};

export const secretsShape = {
  TOKEN_SECRET: secretSchema,
  NEXTAUTH_SECRET: secretSchema,
  BACKUP_TOKEN: secretSchema,
};

/**
 * The token-signing secret (and the demo backup token). In demo mode missing ones are generated,
 * and may be kept in `<DATA_DIR>-secrets.json` (see ensureDemoSecrets).
 */
export function secretsFrom(
  values: ValuesOf<typeof secretsShape>,
  mode: Mode,
  dataDir: string,
): SecretsConfig {
  let tokenSecret = values.TOKEN_SECRET;
  if (mode === "production") {
    // The API signs tokens with TOKEN_SECRET; generating one per instance would make tokens from
    // one instance invalid on the others, so production must be given one.
    if (tokenSecret === undefined) {
      throw new ConfigError(
        "Invalid configuration: TOKEN_SECRET: is required when DATABASE_URL is set (production mode); " +
          `set it to a random string of at least ${minSecretLength} characters`,
      );
    }
  }
  let backupToken = mode === "demo" ? values.BACKUP_TOKEN : undefined;
  if (
    mode === "demo" &&
    (tokenSecret === undefined ||
      values.NEXTAUTH_SECRET === undefined ||
      (backupToken === undefined && dataDir !== inMemoryDataDir))
  ) {
    // The web app reads NEXTAUTH_SECRET from the same file, so all are ensured even if only one is
    // missing here. In memory (tests) nothing is kept, so a fresh secret per process is right,
    // and a backup token only when one is given.
    if (dataDir === inMemoryDataDir) {
      tokenSecret ??= generateSecret();
    } else {
      const generated = ensureDemoSecrets(dataDir);
      tokenSecret ??= generated.TOKEN_SECRET;
      backupToken ??= generated.BACKUP_TOKEN;
    }
  }
  // Production threw above without one; demo mode generated one.
  if (tokenSecret === undefined)
    throw new ConfigError("Invalid configuration: TOKEN_SECRET: missing");

  return { secrets: { tokenSecret, ...(backupToken === undefined ? {} : { backupToken }) } };
}
