import {
  type DescriptionDraftInput,
  type DescriptionDraftResult,
  generateDescriptionDraft,
  toDescriptionResult,
} from "@inkforge/domain/tools/description-creator/description-draft";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { runCreator } from "./generate-with-fallback";
import { GenerationFailure, type LanguageModel, unfence } from "./language-model";
import { descriptionDraftPrompt } from "./prompts";

const TOOL = { toolId: "description-creator", toolName: "the Description Creator" };

/** The model's HTML through the same sanitiser and checks as a typed description. */
export function parseDescriptionDraft(content: string): DescriptionDraftResult {
  const result = toDescriptionResult(unfence(content), "llm");
  if (result.html.replace(/<[^>]*>/g, "").trim() === "") {
    throw new GenerationFailure("malformed", "the draft has no text");
  }
  return result;
}

/** `POST /api/tools/description-draft`. */
export function draftDescription(
  db: Database,
  input: {
    userId: string;
    body: DescriptionDraftInput;
    model: LanguageModel | undefined;
    now: Date;
    log: FastifyBaseLogger;
  },
): Promise<DescriptionDraftResult> {
  const { body, model } = input;
  return runCreator(db, {
    tool: TOOL,
    userId: input.userId,
    now: input.now,
    log: input.log,
    viaModel: model
      ? async () =>
          parseDescriptionDraft(
            await model.complete(descriptionDraftPrompt(body, body.points), { maxTokens: 1200 }),
          )
      : undefined,
    viaTemplates: () => generateDescriptionDraft(body),
  });
}
