import {
  generateTitleIdeas,
  type TitleIdeasInput,
  type TitleIdeasResult,
  toTitleIdea,
} from "@inkforge/domain/tools/title-creator/title-ideas";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { runCreator } from "./generate-with-fallback";
import { GenerationFailure, type LanguageModel, unfence } from "./language-model";
import { titleIdeasPrompt } from "./prompts";

const TOOL = { toolId: "title-creator", toolName: "the Title Creator" };

const modelAnswerSchema = z.object({
  ideas: z
    .array(z.object({ title: z.string(), subtitle: z.string().optional().default("") }))
    .min(1),
});

/** The model's ideas, each through the guidelines checker like a template's. */
export function parseTitleIdeas(content: string, count: number): TitleIdeasResult {
  const text = unfence(content);
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new GenerationFailure("malformed", "the ideas are not JSON");
  }
  const parsed = modelAnswerSchema.safeParse(json);
  if (!parsed.success) throw new GenerationFailure("malformed", "the ideas have the wrong shape");
  const seen = new Set<string>();
  const ideas = parsed.data.ideas
    .map((idea) => toTitleIdea(idea.title, idea.subtitle, null))
    .filter((idea) => {
      const key = `${idea.title}\u0000${idea.subtitle}`.toLowerCase();
      if (idea.title === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count);
  if (ideas.length === 0) throw new GenerationFailure("malformed", "no idea has a title");
  return { source: "llm", ideas };
}

/** `POST /api/tools/title-ideas`. */
export function createTitleIdeas(
  db: Database,
  input: {
    userId: string;
    body: TitleIdeasInput;
    model: LanguageModel | undefined;
    now: Date;
    log: FastifyBaseLogger;
  },
): Promise<TitleIdeasResult> {
  const { body, model } = input;
  return runCreator(db, {
    tool: TOOL,
    userId: input.userId,
    now: input.now,
    log: input.log,
    viaModel: model
      ? async () =>
          parseTitleIdeas(
            await model.complete(titleIdeasPrompt(body, body.count), {
              maxTokens: 60 * body.count + 100,
            }),
            body.count,
          )
      : undefined,
    viaTemplates: () => generateTitleIdeas(body),
  });
}
