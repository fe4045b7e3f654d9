import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { type FileStorage, requireSafeKey } from "./file-storage";

/**
 * Files under a root folder (DATA_DIR/files by default, decision 0098). A key maps to a path below
 * the root and nowhere else: the key's shape is checked, and the resolved path must still start
 * with the root. A file is written beside its place and renamed into it, so a reader never sees
 * half a PDF.
 */
export function createFilesystemStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, ...requireSafeKey(key).split("/")));
    if (!path.startsWith(base + sep)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    return path;
  };
  const missing = (error: unknown) => (error as { code?: string }).code === "ENOENT";
  return {
    kind: "filesystem",
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, path);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { bytes: info.size } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}
