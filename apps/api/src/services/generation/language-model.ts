import type { GenerationConfig } from "../../config";
import { isTimeoutError } from "../outbound-http";

/*
 * The generation adapter (decision 0059): an OpenAI-compatible chat-completions endpoint
 * (`POST <url>/chat/completions`, bearer key, `choices[0].message.content`), which hosted
 * providers and local servers (llama.cpp, Ollama, vLLM, LM Studio) all speak. One call, one
 * deadline, every failure classified so the creators can fall back to their templates.
 */

export type ChatMessage = { role: "system" | "user"; content: string };

export type LanguageModel = {
  model: string;
  /** The first choice's text; throws GenerationFailure. */
  complete(messages: ChatMessage[], options: { maxTokens: number }): Promise<string>;
};

export type GenerationFailureKind =
  /** 429: the provider's rate limit or quota. */
  | "busy"
  /** 5xx, a refused connection, a reset. */
  | "unavailable"
  | "timeout"
  /** Not JSON, no choices, or content that is not text. */
  | "malformed"
  /** Another 4xx: a wrong key, an unknown model. */
  | "refused";

/** Why a generation call failed; the message is for the log, never for the user. */
export class GenerationFailure extends Error {
  override name = "GenerationFailure";
  constructor(
    readonly kind: GenerationFailureKind,
    message: string,
  ) {
    super(message);
  }
}

function contentOf(body: unknown): string {
  const choices =
    typeof body === "object" && body !== null && "choices" in body ? body.choices : undefined;
  if (!Array.isArray(choices) || choices.length === 0) {
    throw new GenerationFailure("malformed", "the answer has no choices");
  }
  const first: unknown = choices[0];
  const message =
    typeof first === "object" && first !== null && "message" in first ? first.message : undefined;
  const content =
    typeof message === "object" && message !== null && "content" in message
      ? message.content
      : undefined;
  if (typeof content !== "string" || content.trim() === "") {
    throw new GenerationFailure("malformed", "the first choice has no text");
  }
  return content;
}

export function createChatCompletionsModel(config: GenerationConfig): LanguageModel {
  return {
    model: config.model,
    async complete(messages, { maxTokens }) {
      // One deadline for the whole exchange, body included: a server that sends headers and
      // then stalls must not hold the request.
      const signal = AbortSignal.timeout(config.timeoutMs);
      let response: Response;
      try {
        response = await fetch(`${config.url}/chat/completions`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            authorization: `Bearer ${config.apiKey}`,
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            max_tokens: maxTokens,
            temperature: 0.8,
          }),
          signal,
        });
      } catch (error) {
        if (isTimeoutError(error)) {
          throw new GenerationFailure("timeout", `no answer within ${config.timeoutMs} ms`);
        }
        throw new GenerationFailure("unavailable", `request failed: ${String(error)}`);
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw new GenerationFailure(
          isTimeoutError(error) ? "timeout" : "unavailable",
          `reading the answer failed: ${String(error)}`,
        );
      }
      if (response.status === 429) throw new GenerationFailure("busy", "answered 429");
      if (response.status >= 500) {
        throw new GenerationFailure("unavailable", `answered ${response.status}`);
      }
      // 4xx bodies can echo the prompt (the author's text): only the status goes to the log.
      if (!response.ok) throw new GenerationFailure("refused", `answered ${response.status}`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new GenerationFailure("malformed", "the answer is not JSON");
      }
      return contentOf(body);
    },
  };
}

/** The configured model, or undefined: the creators then answer from their templates. */
export function createLanguageModel(config: GenerationConfig | undefined) {
  return config ? createChatCompletionsModel(config) : undefined;
}

/** A model's answer without the Markdown code fence many models wrap JSON or HTML in. */
export function unfence(content: string): string {
  const fenced = /```[a-z]*\s*\n?([\s\S]*?)```/i.exec(content);
  return (fenced?.[1] ?? content).trim();
}
