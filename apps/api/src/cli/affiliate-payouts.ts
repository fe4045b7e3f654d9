// The operator's payout command (issue 15, decision 0057), over the API's own database:
//   npm run affiliate:payouts -- export [file.csv]     approved commissions ≥ the threshold
//   npm run affiliate:payouts -- mark-paid file.csv    the same file back, after paying it
// In demo mode (embedded PGlite) stop the API first: one process may hold its data folder.
import { readFileSync, writeFileSync } from "node:fs";
import { ConfigError, loadConfig } from "../config";
import { createDatabase, migrateDatabase } from "../db/client";
import { exportPayouts, markPayoutsPaid } from "../services/affiliate/payouts";

const usage =
  "usage: affiliate-payouts export [out.csv] | affiliate-payouts mark-paid <payouts.csv>";

async function main(args: string[]): Promise<number> {
  const [command, file] = args;
  if (command !== "export" && command !== "mark-paid") {
    console.error(usage);
    return 2;
  }
  if (command === "mark-paid" && !file) {
    console.error(usage);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = await createDatabase(config);
  try {
    await migrateDatabase(database);
    const now = new Date();
    if (command === "export") {
      const result = await exportPayouts({
        db: database.db,
        now,
        programme: config.affiliate.programme,
      });
      if (file) writeFileSync(file, result.csv);
      else process.stdout.write(result.csv);
      const total = result.plan.rows.reduce((sum, row) => sum + row.amountCents, 0);
      console.error(
        `${result.plan.rows.length} payouts, ${(total / 100).toFixed(2)} in total; ` +
          `${result.approvedNow} commissions approved now; ` +
          `${result.plan.skipped.length} affiliates skipped ` +
          `(${result.plan.skipped.map((s) => `${s.affiliateId}: ${s.reason}`).join(", ") || "none"})`,
      );
      return 0;
    }
    const result = await markPayoutsPaid({ db: database.db, now }, readFileSync(file!, "utf8"));
    console.error(
      `${result.paid.length} commissions marked paid; ${result.unchanged.length} unchanged ` +
        "(no longer approved, or not that affiliate's)",
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
