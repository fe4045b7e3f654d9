import type {
  GrammarCheckInput,
  GrammarCheckResult,
} from "@inkforge/domain/tools/grammar-check/grammar-check";
import type { Database } from "../../db/client";
import { recordToolRun, requireToolQuota } from "../translation/tool-quota";
import { loadEnglishChecker } from "./english-checker";

const TOOL = { toolId: "grammar-checker", toolName: "the Grammar Checker", uses: "checks" };

/** `POST /api/tools/grammar-check`: one check, within the plan's daily checks, recorded. */
export async function checkGrammarForUser(
  db: Database,
  input: { userId: string; body: GrammarCheckInput; now: Date },
): Promise<GrammarCheckResult> {
  await requireToolQuota(db, { ...TOOL, userId: input.userId, now: input.now });
  const checker = await loadEnglishChecker();
  const result = checker.check(input.body);
  await recordToolRun(db, { ...TOOL, userId: input.userId, now: input.now });
  return result;
}
