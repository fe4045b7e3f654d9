import type { S3Client } from "@aws-sdk/client-s3";
import type { StorageConfig } from "../../config";
import { type FileStorage, requireSafeKey } from "./file-storage";

type S3Config = Extract<StorageConfig, { kind: "s3" }>;
type S3Sdk = typeof import("@aws-sdk/client-s3");

/**
 * S3-compatible object storage on the official SDK (decision 0098). With an endpoint (MinIO, R2,
 * Spaces…) requests are path-style, which every such service accepts; checksums are only sent when
 * an operation requires them, because several of those services reject the SDK's newer defaults.
 */
export function createS3Storage(config: S3Config): FileStorage {
  // The SDK takes most of a second to import; only a server configured for S3 pays for it, and
  // only on its first file (the test suite builds the app once per file).
  let connected: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;
  const connect = () => {
    connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: createClient(sdk, config),
    }));
    return connected;
  };
  const Bucket = config.bucket;
  const isMissing = (sdk: S3Sdk, error: unknown) =>
    error instanceof sdk.S3ServiceException &&
    (error.name === "NoSuchKey" ||
      error.name === "NotFound" ||
      error.$metadata.httpStatusCode === 404);
  return {
    kind: "s3",
    async put(key, body, contentType) {
      const { client, sdk } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: requireSafeKey(key),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const { client, sdk } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: requireSafeKey(key) }),
        );
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: requireSafeKey(key) }));
    },
    async stat(key) {
      const { client, sdk } = await connect();
      try {
        const answer = await client.send(
          new sdk.HeadObjectCommand({ Bucket, Key: requireSafeKey(key) }),
        );
        return { bytes: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
  };
}

function createClient(sdk: S3Sdk, config: S3Config): S3Client {
  return new sdk.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}
