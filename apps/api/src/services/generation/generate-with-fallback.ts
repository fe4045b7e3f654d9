import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { recordToolRun, requireToolQuota } from "../translation/tool-quota";
import { GenerationFailure, type GenerationFailureKind } from "./language-model";

/*
 * One run of a listing creator (decision 0059), the same for titles and descriptions: the
 * feature matrix's daily runs (tool_usage, as the grammar checker and the translator count), then
 * the language model when one is configured, else the templates. When the model fails, the
 * templates answer with a notice and the run is not counted: the author did not get what the
 * quota pays for.
 */

export type CreatorTool = { toolId: string; toolName: string };

const NOTICES: Record<GenerationFailureKind, string> = {
  busy: "The AI writing service is busy right now, so these come from the templates; try again in a minute.",
  unavailable:
    "The AI writing service could not be reached, so these come from the templates; try again later.",
  timeout: "The AI writing service took too long to answer, so these come from the templates.",
  malformed:
    "The AI writing service answered something unreadable, so these come from the templates; try again.",
  refused:
    "The AI writing service refused the request (check its key and model), so these come from the templates.",
};

export async function runCreator<Result extends object>(
  db: Database,
  input: {
    tool: CreatorTool;
    userId: string;
    now: Date;
    log: FastifyBaseLogger;
    /** Undefined when no model is configured. */
    viaModel: (() => Promise<Result>) | undefined;
    viaTemplates: () => Result;
  },
): Promise<Result | (Result & { notice: string })> {
  const { tool, userId, now, log } = input;
  await requireToolQuota(db, { ...tool, userId, now, uses: "runs" });
  if (input.viaModel) {
    try {
      const result = await input.viaModel();
      await recordToolRun(db, { ...tool, userId, now, uses: "runs" });
      return result;
    } catch (error) {
      if (!(error instanceof GenerationFailure)) throw error;
      log.warn({ tool: tool.toolId, kind: error.kind, reason: error.message }, "generation failed");
      return { ...input.viaTemplates(), notice: NOTICES[error.kind] };
    }
  }
  const result = input.viaTemplates();
  await recordToolRun(db, { ...tool, userId, now, uses: "runs" });
  return result;
}
