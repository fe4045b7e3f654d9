import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

/**
 * Secrets the site needs in demo mode. The API signs tokens with TOKEN_SECRET; the web app's
 * session cookie uses NEXTAUTH_SECRET; `npm run backup` asks the running API for a copy of the
 * database with BACKUP_TOKEN. They are generated once and kept beside the local data, so a restart
 * does not sign everybody out.
 */
const demoSecretNames = ["TOKEN_SECRET", "NEXTAUTH_SECRET", "BACKUP_TOKEN"] as const;
type DemoSecretName = (typeof demoSecretNames)[number];
export type DemoSecrets = Record<DemoSecretName, string>;

/** Where the secrets lived before decision 0071, inside the data folder. */
const legacyDemoSecretsFileName = "secrets.json";

/**
 * `<DATA_DIR>-secrets.json`, beside the data folder rather than in it (decision 0071): a copy of
 * the data folder, or a backup of it, then never carries the key that signs sessions.
 */
export function demoSecretsFile(dataDir: string): string {
  const folder = resolve(dataDir);
  return join(dirname(folder), `${basename(folder)}-secrets.json`);
}

class DemoSecretsError extends Error {
  override name = "DemoSecretsError";
}

/** A fresh random secret (256 bits, base64url). */
export function generateSecret(): string {
  return randomBytes(32).toString("base64url");
}

function readSecretsFile(file: string): Partial<DemoSecrets> | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      return undefined;
    }
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DemoSecretsError(`${file} is not valid JSON; fix it or delete it to regenerate`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new DemoSecretsError(
      `${file} must hold a JSON object; fix it or delete it to regenerate`,
    );
  }
  const record = parsed as Record<string, unknown>;
  const secrets: Partial<DemoSecrets> = {};
  for (const name of demoSecretNames) {
    const value = record[name];
    if (typeof value === "string" && value.length > 0) {
      secrets[name] = value;
    }
  }
  return secrets;
}

function isComplete(secrets: Partial<DemoSecrets>): secrets is DemoSecrets {
  return demoSecretNames.every((name) => typeof secrets[name] === "string");
}

function restrictToOwner(file: string): void {
  // Other local users must not be able to read the keys that sign sessions.
  if ((statSync(file).mode & 0o077) !== 0) {
    chmodSync(file, 0o600);
  }
}

/**
 * Returns the demo secrets stored in `demoSecretsFile(dataDir)`, generating and saving any that are
 * missing (file mode 0600). Safe to call from several processes at once: the first writer wins
 * and the others read its file. A file left inside the data folder by an older version is moved
 * out first, so existing sessions stay valid.
 */
export function ensureDemoSecrets(dataDir: string): DemoSecrets {
  const file = demoSecretsFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const legacy = join(dataDir, legacyDemoSecretsFileName);
  if (!existsSync(file) && existsSync(legacy)) {
    try {
      renameSync(legacy, file);
    } catch (error) {
      // Another process moved it first.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }

  const existing = readSecretsFile(file);
  if (existing && isComplete(existing)) {
    restrictToOwner(file);
    return existing;
  }

  const secrets = { ...existing } as Partial<DemoSecrets>;
  for (const name of demoSecretNames) {
    secrets[name] ??= generateSecret();
  }
  const complete = secrets as DemoSecrets;
  const text = `${JSON.stringify(complete, null, 2)}\n`;

  if (!existing) {
    try {
      // "wx" fails if another process (the web start script, a second API) created it first.
      writeFileSync(file, text, { flag: "wx", mode: 0o600 });
      return complete;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") {
        return ensureDemoSecrets(dataDir);
      }
      throw error;
    }
  }

  // Some keys were missing: write a new file and rename it over the old one, so a reader never
  // sees a half-written file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  renameSync(temporary, file);
  return complete;
}
