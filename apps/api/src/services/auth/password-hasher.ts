import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { createSemaphore, type Semaphore } from "../../lib/semaphore";

/**
 * Hashes and checks passwords. An object so `buildApp` can take another one (tests count calls or
 * use cheaper parameters); the app's default is `defaultPasswordHasher`.
 */
export type PasswordHasher = {
  /** A self-describing hash string for a new password. */
  hash(password: string): Promise<string>;
  /** Whether the password matches a string made by `hash` (with any parameters). */
  verify(password: string, storedHash: string): Promise<boolean>;
  /** Whether a stored hash uses weaker parameters than this hasher and should be redone at login. */
  needsRehash(storedHash: string): boolean;
};

export type ScryptParameters = {
  /** CPU/memory cost, a power of two. Memory used is about 128 · N · r bytes. */
  N: number;
  r: number;
  p: number;
  keyLength: number;
  saltLength: number;
};

/**
 * scrypt with N=2^15, r=8, p=1: 32 MiB and roughly 50–100 ms per hash on this kind of machine.
 * OWASP's scrypt floor is N=2^17 (128 MiB); we stay at 2^15 so that a few concurrent logins do
 * not exhaust a small instance's memory, and rely on rate limits in front of the hash (ADR 0012).
 */
export const defaultScryptParameters: ScryptParameters = {
  N: 2 ** 15,
  r: 8,
  p: 1,
  keyLength: 64,
  saltLength: 16,
};

const prefix = "scrypt";

/**
 * How many scrypt runs may be under way at once in this process: one fewer than the CPU cores
 * (one core stays free for the event loop), at least 1 and at most 3, so one of libuv's 4
 * thread-pool threads always stays free for file and DNS work. More logins queue here, in
 * arrival order, instead of piling into the thread pool; 32 MiB each also bounds the memory.
 * With the login budgets in front (ADR 0013, decision 0029) one account cannot fill the queue.
 */
export const maxConcurrentHashes = Math.max(1, Math.min(availableParallelism() - 1, 3));

/** The slots every hasher of this process shares: the thread pool is shared too. */
export const passwordHashingSlots: Semaphore = createSemaphore(maxConcurrentHashes);

/** scrypt needs 128 · N · r · p bytes (plus a little); node refuses above `maxmem` (32 MiB default). */
function maxmemFor({ N, r, p }: Pick<ScryptParameters, "N" | "r" | "p">): number {
  return 128 * N * r * p + 16 * 1024 * 1024;
}

function runScrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // The async form runs on libuv's thread pool, so hashing never blocks the event loop.
    scrypt(password, salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * NFKC, so the same password typed on two keyboards (composed vs decomposed accents, full-width
 * digits) matches. No trimming or case folding: every other character counts (ASVS 6.2.5).
 */
function normalise(password: string): string {
  return password.normalize("NFKC");
}

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

const isPowerOfTwo = (n: number) => Number.isSafeInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** Reads `scrypt$N$r$p$saltB64$hashB64`; undefined for anything else. */
function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== prefix) return undefined;
  const [, nRaw, rRaw, pRaw, saltRaw, hashRaw] = parts as [string, ...string[]];
  const N = Number(nRaw);
  const r = Number(rRaw);
  const p = Number(pRaw);
  // Bounds keep a corrupt or hostile row from asking for gigabytes of memory.
  if (!isPowerOfTwo(N) || N > 2 ** 20 || !Number.isInteger(r) || r < 1 || r > 32) return undefined;
  if (!Number.isInteger(p) || p < 1 || p > 16) return undefined;
  const salt = Buffer.from(saltRaw ?? "", "base64");
  const hash = Buffer.from(hashRaw ?? "", "base64");
  if (salt.length < 8 || hash.length < 16) return undefined;
  return { N, r, p, salt, hash };
}

export function createScryptHasher(
  parameters: ScryptParameters = defaultScryptParameters,
  { slots = passwordHashingSlots }: { slots?: Semaphore } = {},
): PasswordHasher {
  const { N, r, p, keyLength, saltLength } = parameters;
  const deriveKey = (...args: Parameters<typeof runScrypt>) => slots.run(() => runScrypt(...args));
  return {
    async hash(password) {
      const salt = randomBytes(saltLength);
      const key = await deriveKey(normalise(password), salt, keyLength, {
        N,
        r,
        p,
        maxmem: maxmemFor(parameters),
      });
      return [prefix, N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
    },

    async verify(password, storedHash) {
      const parsed = parseHash(storedHash);
      if (!parsed) return false;
      const key = await deriveKey(normalise(password), parsed.salt, parsed.hash.length, {
        N: parsed.N,
        r: parsed.r,
        p: parsed.p,
        maxmem: maxmemFor(parsed),
      });
      return timingSafeEqual(key, parsed.hash);
    },

    needsRehash(storedHash) {
      const parsed = parseHash(storedHash);
      return (
        !parsed ||
        parsed.N < N ||
        parsed.r < r ||
        parsed.p < p ||
        parsed.hash.length < keyLength ||
        parsed.salt.length < saltLength
      );
    },
  };
}

export const defaultPasswordHasher: PasswordHasher = createScryptHasher();
