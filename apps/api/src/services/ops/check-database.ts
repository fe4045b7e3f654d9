import type { Database } from "../../db/client";
import { pingDatabase } from "../../db/queries/health";
import { AppError } from "../../errors";

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One round trip to the database within `timeoutMs`: a hung database must fail the health check,
 * not hang it, since load balancers wait on that answer. Throws SERVICE_UNAVAILABLE with the cause
 * attached (the error handler logs it).
 */
export async function requireDatabaseUp(db: Database, timeoutMs: number): Promise<void> {
  try {
    await withTimeout(pingDatabase(db), timeoutMs);
  } catch (error) {
    throw new AppError("SERVICE_UNAVAILABLE", "The database is unreachable", { cause: error });
  }
}
