import type { StorageConfig } from "../../config";
import { createMemoryStorage, type FileStorage } from "./file-storage";
import { createFilesystemStorage } from "./filesystem-storage";
import { createS3Storage } from "./s3-storage";

/** The storage adapter config names (decision 0098). */
export function createFileStorage(config: StorageConfig): FileStorage {
  switch (config.kind) {
    case "memory":
      return createMemoryStorage();
    case "filesystem":
      return createFilesystemStorage(config.root);
    case "s3":
      return createS3Storage(config);
  }
}
