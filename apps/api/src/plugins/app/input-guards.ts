import { findTextProblem } from "@inkforge/domain/contracts/text";
import type { FastifyRequest } from "fastify";
import type { AppError } from "../../errors";
import { fieldInvalid } from "../../lib/validation";
import type { App } from "../../types";

/**
 * Deepest JSON nesting a body may have. Our contracts go three or four levels deep; free-form
 * fields (lm_data, account metadata) get room to spare. Deeper input is refused while parsing,
 * before a validator, a serializer or PostgreSQL walks it recursively (a 3,000-deep body was a 500).
 */
export const maxJsonDepth = 32;

/** `a.b.0.c`: where a value sits in the input, as error details name fields. */
function joinPath(path: string, key: string | number): string {
  return path === "" ? String(key) : `${path}.${key}`;
}

/**
 * The path of the first container nested deeper than `maxDepth`, or undefined. Recursion stops
 * at the limit, so the walk itself cannot run out of stack.
 */
function findTooDeepPath(
  value: unknown,
  maxDepth: number = maxJsonDepth,
  path = "",
  depth = 0,
): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  if (depth >= maxDepth) return path;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findTooDeepPath(item, maxDepth, joinPath(path, key), depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

type TextProblem = { path: string; message: string };

/**
 * The first string (value or key) that cannot be stored as sent: a NUL character or a lone
 * UTF-16 surrogate (`findTextProblem`), with where it sits. Undefined when every string is fine.
 */
function findTextProblemPath(value: unknown, path = "", depth = 0): TextProblem | undefined {
  if (typeof value === "string") {
    const message = findTextProblem(value);
    return message === undefined ? undefined : { path, message };
  }
  // Deeper bodies never get here (the parser refuses them); a bound keeps the walk safe anyway.
  if (typeof value !== "object" || value === null || depth > maxJsonDepth) return undefined;
  // Raw bodies (webhooks read bytes to check signatures) are not text fields.
  if (ArrayBuffer.isView(value)) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findTextProblemPath(item, joinPath(path, index), depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const itemPath = joinPath(path, key);
    const keyProblem = findTextProblem(key);
    if (keyProblem !== undefined) return { path: itemPath, message: keyProblem };
    const found = findTextProblemPath(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Where a bad part of the request sits: the body's fields by name, the others by their part. */
function describePath(part: "body" | "querystring" | "params", path: string): string {
  if (part === "body") return path || "body";
  return path ? path : part;
}

/**
 * A 400 naming the field for the first string in the path parameters, query string or body that
 * is not storable text (decision 0080): one rule for every route, before its own validation.
 */
function findBadTextInRequest(request: FastifyRequest): AppError | undefined {
  for (const [part, value] of [
    ["params", request.params],
    ["querystring", request.query],
    ["body", request.body],
  ] as const) {
    const problem = findTextProblemPath(value);
    if (problem !== undefined) {
      return fieldInvalid(describePath(part, problem.path), problem.message);
    }
  }
  return undefined;
}

/**
 * The same check for JSON a route parses itself (the multipart `data` field of the account
 * edit), its fields named under `prefix`.
 */
export function requireStorableText(value: unknown, prefix: string): void {
  const problem = findTextProblemPath(value);
  if (problem !== undefined) {
    throw fieldInvalid(problem.path ? `${prefix}.${problem.path}` : prefix, problem.message);
  }
}

type JsonParser = ReturnType<App["getDefaultJsonParser"]>;

/**
 * Fastify's JSON parser (prototype poisoning refused) followed by the depth check. Exported so a
 * scope that needs its own JSON handling (an empty body allowed) keeps the same limits.
 */
export function createGuardedJsonParser(app: App): JsonParser {
  const parseJson = app.getDefaultJsonParser("error", "error");
  return (request, body, done) => {
    parseJson(request, body, (error, value) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const tooDeep = findTooDeepPath(value);
      if (tooDeep !== undefined) {
        done(
          fieldInvalid(
            tooDeep || "body",
            `must not be nested more than ${maxJsonDepth} levels deep`,
          ),
          undefined,
        );
        return;
      }
      done(null, value);
    });
  };
}

/**
 * Input every route refuses before its own validation (decisions 0029 and 0080): JSON nested
 * deeper than `maxJsonDepth`, and NUL characters or lone UTF-16 surrogates anywhere in the body,
 * query string or path, which PostgreSQL cannot store (a 500 in jsonb, a silent U+FFFD in text).
 * Each answers 400 naming the field.
 */
export function registerInputGuards(app: App): void {
  const parseJson = createGuardedJsonParser(app);
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, parseJson);

  app.addHook("preValidation", (request, _reply, done) => {
    done(findBadTextInRequest(request));
  });
}

/**
 * For a scope whose routes are called with `Content-Type: application/json` and no body (the
 * spec's metadata and affiliate-create calls): an empty body parses as undefined, anything else
 * through the guarded parser.
 */
export function allowEmptyJsonBody(app: App): void {
  const parseJson = createGuardedJsonParser(app);
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
