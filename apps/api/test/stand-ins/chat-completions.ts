import type { IncomingMessage } from "node:http";
import { type StandInServer, sendJson, startHttpStandIn } from "./http-server";

/*
 * A local stand-in for an OpenAI-compatible chat-completions endpoint (POST /v1/chat/completions).
 * It answers title prompts with JSON ideas and description prompts with HTML, both including
 * something our rules must catch (a "#1" claim, a script tag). Set `behaviour` to make the next
 * answers fail the way real providers do.
 */

export type ChatStandInBehaviour =
  | { kind: "answer"; content?: string }
  | { kind: "status"; status: number }
  | { kind: "hang" }
  | { kind: "not-json" }
  | { kind: "no-choices" };

export type ChatStandIn = StandInServer & {
  behaviour: ChatStandInBehaviour;
  bodies: Array<{ body: Record<string, unknown>; authorization: string | undefined }>;
};

export const STAND_IN_TITLE_IDEAS = {
  ideas: [
    { title: "Grateful Mornings", subtitle: "A Five-Minute Journal for Busy Moms" },
    { title: "The #1 Gratitude Journal", subtitle: "Daily Prompts" },
    { title: "Grateful Mornings", subtitle: "A Five-Minute Journal for Busy Moms" },
    { title: "Thankful Every Day", subtitle: "" },
  ],
};

export const STAND_IN_DESCRIPTION =
  '```html\n<h2 style="color:red">Start every day grateful</h2><p onclick="x()">Five minutes a day.</p><script>alert(1)</script><ul><li>Prompts</li></ul>\n```';

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

function defaultContent(body: Record<string, unknown>): string {
  const messages = body.messages as Array<{ role: string; content: string }>;
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  return system.includes("titles")
    ? `Here you go:\n\`\`\`json\n${JSON.stringify(STAND_IN_TITLE_IDEAS)}\n\`\`\``
    : STAND_IN_DESCRIPTION;
}

export async function startChatCompletionsStandIn(): Promise<ChatStandIn> {
  const state: Pick<ChatStandIn, "behaviour" | "bodies"> = {
    behaviour: { kind: "answer" },
    bodies: [],
  };
  const server = await startHttpStandIn(async (request, response, url) => {
    if (request.method !== "POST" || url.pathname !== "/v1/chat/completions") {
      sendJson(response, 404, { error: { message: "Not Found" } });
      return;
    }
    const body = await readJson(request);
    state.bodies.push({ body, authorization: request.headers.authorization });
    const behaviour = state.behaviour;
    if (behaviour.kind === "hang") return; // never answers; the client's deadline must end it
    if (behaviour.kind === "status") {
      sendJson(response, behaviour.status, { error: { message: "stand-in failure" } });
      return;
    }
    if (behaviour.kind === "not-json") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html><body>Bad gateway</body></html>");
      return;
    }
    if (behaviour.kind === "no-choices") {
      sendJson(response, 200, { id: "chatcmpl-1", object: "chat.completion", choices: [] });
      return;
    }
    sendJson(response, 200, {
      id: "chatcmpl-1",
      object: "chat.completion",
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: behaviour.content ?? defaultContent(body) },
          finish_reason: "stop",
        },
      ],
    });
  });
  return {
    ...server,
    bodies: state.bodies,
    // An accessor, so a test's `standIn.behaviour = …` reaches the running server.
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(value: ChatStandInBehaviour) {
      state.behaviour = value;
    },
  };
}
