/*
 * Where produced files live (decision 0098): book PDFs today. One small port with three adapters
 * (memory for tests and an in-memory DATA_DIR, the filesystem under DATA_DIR, S3-compatible object
 * storage), chosen once from config by createFileStorage. Keys are ours, never a customer's text:
 * requireSafeKey refuses anything that could leave the storage root on a filesystem.
 */

export type StoredFile = { bytes: number };

export type FileStorage = {
  readonly kind: "memory" | "filesystem" | "s3";
  /** Writes the whole file; a second put of the same key replaces it (retried jobs rewrite). */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  stat(key: string): Promise<StoredFile | null>;
};

/** Lower-case segments of letters, digits, dots, dashes and underscores, none starting with a dot. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,99}(\/[a-z0-9][a-z0-9._-]{0,99}){0,7}$/;

export function requireSafeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  return key;
}

export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  return {
    kind: "memory",
    async put(key, body) {
      files.set(requireSafeKey(key), Uint8Array.from(body));
    },
    async get(key) {
      const file = files.get(requireSafeKey(key));
      return file ? Uint8Array.from(file) : null;
    },
    async delete(key) {
      files.delete(requireSafeKey(key));
    },
    async stat(key) {
      const file = files.get(requireSafeKey(key));
      return file ? { bytes: file.byteLength } : null;
    },
  };
}
