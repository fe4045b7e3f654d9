import type { IncomingMessage, ServerResponse } from "node:http";
import { type StandInServer, sendJson, startHttpStandIn } from "./http-server";

/*
 * Local stand-ins for the two translation protocols: a LibreTranslate-compatible server
 * (POST /translate) and DeepL (POST /v2/translate). Their "translation" is marked, not real:
 * `[de] text`, with HTML tags left where they were, so tests can see what was sent where. Set
 * `behaviour` to make the next answers fail the way real services do.
 */

export type StandInBehaviour =
  | { kind: "translate"; grow?: number }
  | { kind: "status"; status: number; retryAfter?: string; body?: string }
  | { kind: "hang" }
  | { kind: "not-json" }
  | { kind: "wrong-shape" }
  | { kind: "too-few" }
  | { kind: "drop-tags" };

export type TranslationStandIn = StandInServer & {
  behaviour: StandInBehaviour;
  /** Parsed JSON bodies and headers of the requests received. */
  bodies: Array<{ body: Record<string, unknown>; authorization: string | undefined }>;
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

/** Marks every run of text outside tags with the target language, as a translation would. */
export function markTranslation(text: string, target: string, html: boolean, grow = 0): string {
  const mark = (value: string) =>
    value.trim() ? `[${target.toLowerCase()}] ${value}${"+".repeat(grow)}` : value;
  return html
    ? text.replace(/(^|>)([^<]+)(?=<|$)/g, (_m, open, inner) => `${open}${mark(inner)}`)
    : mark(text);
}

async function start(protocol: "libretranslate" | "deepl"): Promise<TranslationStandIn> {
  // Read through the returned object, so a test's `standIn.behaviour = …` takes effect.
  let state: Pick<TranslationStandIn, "behaviour" | "bodies"> = {
    behaviour: { kind: "translate" },
    bodies: [],
  };
  const path = protocol === "deepl" ? "/v2/translate" : "/translate";
  const handle = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (request.method !== "POST" || url.pathname !== path) {
      sendJson(response, 404, { error: "Not Found" });
      return;
    }
    const body = await readJson(request);
    state.bodies.push({ body, authorization: request.headers.authorization });
    const behaviour = state.behaviour;
    if (behaviour.kind === "hang") return; // never answers; the client's deadline must end it
    if (behaviour.kind === "status") {
      response.writeHead(behaviour.status, {
        "content-type": "application/json",
        ...(behaviour.retryAfter ? { "retry-after": behaviour.retryAfter } : {}),
      });
      response.end(behaviour.body ?? JSON.stringify({ error: "stand-in failure" }));
      return;
    }
    if (behaviour.kind === "not-json") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html><body>Bad gateway</body></html>");
      return;
    }
    const texts = (protocol === "deepl" ? body.text : body.q) as string[];
    const target = String(protocol === "deepl" ? body.target_lang : body.target);
    const html = protocol === "deepl" ? body.tag_handling === "html" : body.format === "html";
    let translated = texts.map((text) =>
      markTranslation(text, target, html, behaviour.kind === "translate" ? behaviour.grow : 0),
    );
    if (behaviour.kind === "too-few") translated = translated.slice(1);
    if (behaviour.kind === "drop-tags")
      translated = translated.map((t) => t.replace(/<[^>]+>/g, ""));
    if (behaviour.kind === "wrong-shape") {
      sendJson(response, 200, { result: translated });
      return;
    }
    sendJson(
      response,
      200,
      protocol === "deepl"
        ? { translations: translated.map((text) => ({ detected_source_language: "EN", text })) }
        : { translatedText: translated },
    );
  };
  const server = await startHttpStandIn((request, response, url) => {
    handle(request, response, url).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  const standIn: TranslationStandIn = Object.assign(server, state);
  state = standIn;
  return standIn;
}

export const startLibreTranslateStandIn = () => start("libretranslate");
export const startDeeplStandIn = () => start("deepl");
