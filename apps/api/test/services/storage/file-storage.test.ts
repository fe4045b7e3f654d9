import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, inMemoryDataDir, loadConfig } from "../../../src/config";
import { createFileStorage } from "../../../src/services/storage/create-file-storage";
import { createMemoryStorage, type FileStorage } from "../../../src/services/storage/file-storage";
import { createFilesystemStorage } from "../../../src/services/storage/filesystem-storage";
import { createS3Storage } from "../../../src/services/storage/s3-storage";
import { type S3StandIn, startS3StandIn } from "../../stand-ins/s3";

/*
 * The file storage adapters (decision 0098): the same behaviour from memory, the filesystem and an
 * S3-compatible service (a local stand-in speaking S3's REST protocol), and keys that cannot leave
 * the storage root.
 */

let folder: string;
let s3: S3StandIn;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "inkforge-storage-"));
  s3 = await startS3StandIn({ bucket: "books-test", accessKeyId: "AKIATESTKEY" });
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await s3.close();
});

const adapters: Array<[string, () => FileStorage]> = [
  ["memory", () => createMemoryStorage()],
  ["filesystem", () => createFilesystemStorage(join(folder, "files"))],
  [
    "s3",
    () =>
      createS3Storage({
        kind: "s3",
        bucket: "books-test",
        region: "us-east-1",
        endpoint: s3.origin,
        accessKeyId: "AKIATESTKEY",
        secretAccessKey: "test-secret-key",
      }),
  ],
];

describe.each(adapters)("the %s storage", (_name, open) => {
  it("puts, stats, gets, replaces and deletes a file by key", async () => {
    const storage = open();
    const key = "books/0b7c3a52/interior.pdf";
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    await storage.put(key, new TextEncoder().encode("%PDF-1.7 first"), "application/pdf");
    expect(await storage.stat(key)).toEqual({ bytes: 14 });
    expect(new TextDecoder().decode((await storage.get(key)) ?? undefined)).toBe("%PDF-1.7 first");
    await storage.put(key, new TextEncoder().encode("%PDF-1.7 second!"), "application/pdf");
    expect(await storage.stat(key)).toEqual({ bytes: 16 });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting what is not there is not an error (a retried clean-up).
    await storage.delete(key);
  });

  it.each([
    "../escape.pdf",
    "books/../../escape",
    "/etc/passwd",
    ".hidden",
    "Books/UPPER.pdf",
    "a//b",
    "",
  ])("refuses the key %j before touching anything", async (key) => {
    const storage = open();
    await expect(storage.put(key, new Uint8Array([1]), "application/pdf")).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
  });
});

describe("the filesystem storage", () => {
  it("keeps files under its root and leaves no temporary file behind", async () => {
    const root = join(folder, "own-root");
    const storage = createFilesystemStorage(root);
    await storage.put("books/x.pdf", new Uint8Array([1, 2, 3]), "application/pdf");
    expect(await readdir(join(root, "books"))).toEqual(["x.pdf"]);
  });
});

describe("the S3 storage", () => {
  it("speaks path-style requests to the endpoint with the content type, signed with the key", async () => {
    const [, open] = adapters[2] as [string, () => FileStorage];
    await open().put("books/typed.pdf", new Uint8Array([37, 80, 68, 70]), "application/pdf");
    expect(s3.objects.get("books/typed.pdf")?.contentType).toBe("application/pdf");
    expect(s3.requests.at(-1)).toMatchObject({
      method: "PUT",
      url: "/books-test/books/typed.pdf?x-id=PutObject",
    });
  });
});

describe("storage configuration", () => {
  it("is memory with an in-memory DATA_DIR, DATA_DIR/files on disk, and S3 with a bucket", () => {
    expect(loadConfig({ DATA_DIR: inMemoryDataDir }).storage).toEqual({ kind: "memory" });
    expect(loadConfig({ DATA_DIR: folder }).storage).toEqual({
      kind: "filesystem",
      root: join(folder, "files"),
    });
    const config = loadConfig({
      DATA_DIR: inMemoryDataDir,
      S3_BUCKET: "inkforge-books",
      S3_REGION: "eu-west-1",
      S3_ENDPOINT: "https://s3.example.test",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.storage).toEqual({
      kind: "s3",
      bucket: "inkforge-books",
      region: "eu-west-1",
      endpoint: "https://s3.example.test",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
    });
    expect(createFileStorage(config.storage).kind).toBe("s3");
  });

  it.each([
    [{ S3_BUCKET: "Bad_Bucket" }, /S3_BUCKET/],
    [{ S3_BUCKET: "books", S3_ACCESS_KEY_ID: "AKIAEXAMPLE" }, /S3_SECRET_ACCESS_KEY/],
    [{ S3_ENDPOINT: "https://s3.example.test" }, /S3_BUCKET/],
  ])("refuses %j, naming the variable", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: inMemoryDataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: inMemoryDataDir, ...env })).toThrow(message);
  });
});
