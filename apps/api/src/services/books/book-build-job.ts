import type PgBoss from "pg-boss";
import { type BookBuildContext, failBuild, runBookBuild } from "./puzzle-book-builds";

/*
 * The `books.build` job on the pg-boss queue (decisions 0065, 0098). One job per build, keyed by
 * the build id: a second send while one waits is dropped ('short' policy), and runBookBuild
 * leaves a finished build alone, so a retry or a second worker process never builds twice. A
 * build whose last retry fails is marked failed, so the member's page stops waiting.
 */

export const BOOK_BUILD_JOB = "books.build";

const retried = { retryLimit: 3, retryDelay: 30, retryBackoff: true } as const;

export type BookBuildJobData = { buildId: string };

export async function sendBookBuildJob(boss: PgBoss, buildId: string): Promise<void> {
  await boss.send(BOOK_BUILD_JOB, { buildId } satisfies BookBuildJobData, {
    singletonKey: buildId,
    ...retried,
  });
}

export async function createBookBuildQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(BOOK_BUILD_JOB, { name: BOOK_BUILD_JOB, policy: "short", ...retried });
}

export async function registerBookBuildJob(
  boss: PgBoss,
  ctx: BookBuildContext,
  options: { pollingIntervalSeconds: number },
): Promise<void> {
  await createBookBuildQueue(boss);
  await boss.work<BookBuildJobData>(
    BOOK_BUILD_JOB,
    { pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        await runBookBuild(ctx, job.data.buildId);
      } catch (error) {
        if (job.retryCount < job.retryLimit) throw error;
        await failBuild(ctx, job.data.buildId, {
          code: "INTERNAL",
          message: "The book could not be built; please try again",
        });
      }
    },
  );
}
