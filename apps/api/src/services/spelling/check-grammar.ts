import type {
  GrammarCheckInput,
  GrammarCheckResult,
} from "@inkforge/domain/tools/grammar-check/grammar-check";
import type { Database } from "../../db/client";
import type { ToolPool } from "../tool-pool/tool-pool";
import type { ToolTasks } from "../tool-pool/tool-tasks";
import { recordToolRun, requireToolQuota } from "../translation/tool-quota";

const TOOL = { toolId: "grammar-checker", toolName: "the Grammar Checker", uses: "checks" };

/**
 * `POST /api/tools/grammar-check`: one check within the plan's daily checks. The use is recorded
 * before the check runs (decision 0076), so a text that runs into the time or memory limit still
 * costs its sender a check.
 */
export async function checkGrammarForUser(
  db: Database,
  input: {
    userId: string;
    body: GrammarCheckInput;
    now: Date;
    pool: ToolPool<Pick<ToolTasks, "grammar-check">>;
  },
): Promise<GrammarCheckResult> {
  await requireToolQuota(db, { ...TOOL, userId: input.userId, now: input.now });
  // The run is recorded (under the per-user quota lock, with its points) before the worker starts.
  await recordToolRun(db, { ...TOOL, userId: input.userId, now: input.now });
  return input.pool.run("grammar-check", input.body, { activity: "Checking this text" });
}
