import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";
import { dumpEmbeddedDatabase, embeddedClientOf } from "../../services/backup/embedded-backup";

/** A backup copies the whole database; one a minute is plenty for a person or a cron job. */
const backupRateLimit = { max: 6, timeWindow: "1 minute" } as const;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/admin/backup: what `npm run backup` calls while the site runs on the embedded
 * database (decision 0071). Registered only in demo mode on a data folder; the token is the
 * generated BACKUP_TOKEN beside the data folder, which only the machine's owner can read.
 */
export const backupRoutes: FastifyPluginAsyncZod<{ backupToken: string }> = async (
  app,
  { backupToken },
) => {
  app.post(
    "/api/admin/backup",
    {
      config: { rateLimit: backupRateLimit },
      schema: {
        operationId: "backupEmbeddedDatabase",
        summary: "Copy the embedded database (demo mode on a data folder only)",
        description:
          "Answers a gzipped tarball of the PGlite data folder, taken between two statements. Needs the `x-backup-token` header (BACKUP_TOKEN, generated beside the data folder); a wrong or missing token answers 401. PostgreSQL deployments use pg_dump.",
        tags: ["admin"],
        headers: z.object({ "x-backup-token": z.string().max(200).optional() }),
        response: { 200: z.any(), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const given = request.headers["x-backup-token"];
      if (typeof given !== "string" || !sameSecret(given, backupToken)) {
        throw new AppError("UNAUTHENTICATED", "A valid x-backup-token header is required");
      }
      const client = embeddedClientOf(app.db);
      if (!client) throw new AppError("NOT_FOUND", "Backups here cover the embedded database only");
      const bytes = await dumpEmbeddedDatabase(client);
      return reply
        .header("content-type", "application/gzip")
        .header("cache-control", "no-store")
        .header(
          "content-disposition",
          `attachment; filename="inkforge-${app.now().toISOString().replace(/[:.]/g, "-")}.tar.gz"`,
        )
        .send(bytes);
    },
  );
};
