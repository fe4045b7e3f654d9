import type { FastifyRequest } from "fastify";
import type { AppError } from "../errors";
import { fieldInvalid } from "./validation";

/** PostgreSQL's invalid_text_representation: a value its type cannot read ("zz…" as a uuid). */
const invalidTextRepresentation = "22P02";
const invalidInputPattern = /invalid input syntax for type ([a-z ]+): "([\s\S]*)"$/;
const maxDepth = 8;

type RefusedValue = { type: string; value: string };

/** The value and type named by an invalid_text_representation error anywhere in the cause chain. */
function findRefusedValue(error: unknown): RefusedValue | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < maxDepth && current instanceof Error; depth++) {
    if ((current as { code?: unknown }).code === invalidTextRepresentation) {
      const match = invalidInputPattern.exec(current.message);
      if (match?.[1] !== undefined && match[2] !== undefined) {
        return { type: match[1], value: match[2] };
      }
    }
    current = current.cause;
  }
  return undefined;
}

/** The path (`id`, `items.0.product_id`) of the first string equal to `value`, or undefined. */
function findPathOf(input: unknown, value: string, path = "", depth = 0): string | undefined {
  if (typeof input === "string")
    return input === value || input.trim() === value ? path : undefined;
  if (typeof input !== "object" || input === null || depth > maxDepth) return undefined;
  for (const [key, item] of Object.entries(input)) {
    const found = findPathOf(item, value, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function describeType(type: string): string {
  return type === "uuid" ? "a UUID" : `a valid ${type}`;
}

/**
 * A 400 naming the field for a database error caused by a value the client sent, e.g. an id of
 * 36 hex digits and hyphens that is no UUID (decision 0029). Routes should refuse such input in
 * their schemas (`uuidSchema`); this catches any that do not. A value the request does not hold
 * came from us, and stays a 500.
 */
export function toInputErrorFromDatabase(
  error: unknown,
  request: Pick<FastifyRequest, "params" | "query" | "body">,
): AppError | undefined {
  const refused = findRefusedValue(error);
  if (!refused) return undefined;
  for (const input of [request.params, request.query, request.body]) {
    const path = findPathOf(input, refused.value);
    if (path !== undefined)
      return fieldInvalid(path || "body", `must be ${describeType(refused.type)}`);
  }
  return undefined;
}
