import { join } from "node:path";
import { z } from "zod";
import { inMemoryDataDir } from "./server";
import { ConfigError, httpUrlSchema, type ValuesOf } from "./shared";

export type StorageConfig =
  | { kind: "memory" }
  | { kind: "filesystem"; root: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      /** A non-AWS service's URL (path-style requests); undefined for AWS itself. */
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

export type FileStorageConfig = {
  /**
   * Where produced files (book PDFs) are kept (decision 0098): S3-compatible object storage when
   * S3_BUCKET is set (with S3_REGION, S3_ENDPOINT for a non-AWS service, and the key pair),
   * otherwise files under DATA_DIR/files, or in memory with an in-memory DATA_DIR.
   */
  storage: StorageConfig;
};

export const storageShape = {
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")
    .optional(),
  S3_REGION: z.string().trim().min(1).max(64).prefault("us-east-1"),
  S3_ENDPOINT: httpUrlSchema.optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).max(256).optional(),
};

export function storageFrom(values: ValuesOf<typeof storageShape>, dataDir: string): StorageConfig {
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing =
      values.S3_ACCESS_KEY_ID === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
    throw new ConfigError(
      `Invalid configuration: ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together or both left unset (the SDK's default credentials)`,
    );
  }
  if (values.S3_BUCKET !== undefined) {
    return {
      kind: "s3",
      bucket: values.S3_BUCKET,
      region: values.S3_REGION,
      endpoint: values.S3_ENDPOINT,
      accessKeyId: values.S3_ACCESS_KEY_ID,
      secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    };
  }
  if (values.S3_ENDPOINT !== undefined) {
    throw new ConfigError("Invalid configuration: S3_ENDPOINT: set S3_BUCKET too, or neither");
  }
  return dataDir === inMemoryDataDir
    ? { kind: "memory" }
    : { kind: "filesystem", root: join(dataDir, "files") };
}
