import { sql } from "drizzle-orm";
import type { Database } from "../client";

/** One round trip to the database. Rejects when it is unreachable. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
