import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreEmbeddedDatabase } from "../../src/services/backup/embedded-backup";
import { registerUser } from "../account-helpers";
import { buildTestApp, onPostgres, type TestApp } from "../helper";

const backupToken = "backup-token-for-tests-0123456789abcdef0123";

// The embedded database's own backup (decision 0071); PostgreSQL deployments use pg_dump.
describe.skipIf(onPostgres)("POST /api/admin/backup", () => {
  let testApp: TestApp;
  let folder: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { BACKUP_TOKEN: backupToken } });
    folder = mkdtempSync(join(tmpdir(), "inkforge-restore-"));
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const backup = (token?: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/admin/backup",
      headers: token === undefined ? {} : { "x-backup-token": token },
    });

  it.each([
    ["no token", undefined],
    ["a wrong token", "backup-token-for-tests-0123456789abcdef0124"],
    ["a shorter token", "backup"],
  ])("answers 401 to %s and sends no data", async (_name, token) => {
    const response = await backup(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHENTICATED");
  });

  it("answers a tarball that restores into a database with the same rows", async () => {
    await registerUser(testApp.app, "kept@example.com");
    const response = await backup(backupToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/gzip");
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="inkforge-/);
    // gzip magic bytes
    expect([...response.rawPayload.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    const dataDir = join(folder, "data");
    await restoreEmbeddedDatabase(response.rawPayload, dataDir, {
      replace: false,
      now: new Date(),
    });
    const restored = new PGlite(join(dataDir, "pglite"));
    try {
      const users = await restored.query<{ email: string }>("select email from users");
      expect(users.rows.map((row) => row.email)).toContain("kept@example.com");
    } finally {
      await restored.close();
    }
  });

  it("refuses to restore over a database unless asked, and then keeps the old one aside", async () => {
    const response = await backup(backupToken);
    const dataDir = join(folder, "data");
    await expect(
      restoreEmbeddedDatabase(response.rawPayload, dataDir, { replace: false, now: new Date() }),
    ).rejects.toThrow(/already holds a database; pass --replace/);
    const { movedAside } = await restoreEmbeddedDatabase(response.rawPayload, dataDir, {
      replace: true,
      now: new Date("2026-11-27T10:00:00.000Z"),
    });
    expect(movedAside).toBe(join(dataDir, "pglite.before-restore-2026-11-27T10-00-00-000Z"));
  });
});

describe("the backup route outside demo mode", () => {
  it("does not exist without a backup token (in memory, no token given)", async () => {
    const testApp = await buildTestApp();
    try {
      const response = await testApp.app.inject({ method: "POST", url: "/api/admin/backup" });
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
