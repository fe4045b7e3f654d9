import fc from "fast-check";

/*
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document, which the API derives from
 * each route's zod schema: valid-shaped input to start from, and the mutations issue 16 asks for.
 * fast-check has no zod bridge for zod 4, and the document already holds every route's schema in
 * one walkable form, so this small generator covers the keywords our schemas use.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  nullable?: boolean;
};

export type SchemaResolver = (ref: string) => JsonSchema | undefined;

const maxDepth = 4;

export function arbitraryFor(
  schema: JsonSchema | undefined,
  resolve: SchemaResolver,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > maxDepth) return fc.constant(null);
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref), resolve, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => arbitraryFor(c, resolve, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], resolve, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type }, resolve, depth)));
  }
  switch (types[0]) {
    case "string":
      return stringFor(schema);
    case "integer": {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1;
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1;
      return fc.integer({ min: Math.max(min, -0x7fffffff), max: Math.min(max, 0x7fffffff) });
    }
    case "number":
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(arbitraryFor(schema.items, resolve, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.min(schema.maxItems ?? 4, 5),
      });
    case "object":
      return objectFor(schema, resolve, depth);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.constant(null));
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "email":
      return fc.emailAddress();
    case "uuid":
      return fc.uuid();
    case "date-time":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2040-01-01"), noInvalidDate: true })
        .map((date) => date.toISOString());
    case "date":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2040-01-01"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case "uri":
      return fc.webUrl();
    default:
      return fc.string({
        unit: "grapheme",
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 200),
      });
  }
}

function objectFor(
  schema: JsonSchema,
  resolve: SchemaResolver,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) {
    model[key] = arbitraryFor(property, resolve, depth + 1);
  }
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
}

/** Values that broke APIs before: NUL bytes, lone surrogates, overlong text, huge numbers, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    "\u0000",
    "nul\u0000inside",
    "\uD800",
    "\uDFFFlone",
    "\u202Eright-to-left",
    "😀".repeat(500),
    "x".repeat(20_000),
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "%00",
    "NaN",
    "",
    " ",
    1e308,
    -1e308,
    2 ** 63,
    -0,
    Number.MAX_SAFE_INTEGER * 2,
    true,
    null,
    [],
    {},
    [[[[[[[[[[["deep"]]]]]]]]]]],
    { __proto__: { polluted: true } },
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.integer(),
  fc.double(),
);

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** Applies one mutation to a generated value: a wrong-typed or hostile field, a missing or extra one, or a wholly wrong body. */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    base,
    fc
      .tuple(base, fc.nat(), hostileValue)
      .map(([value, pick, hostile]) => replaceField(value, pick, hostile)),
    fc.tuple(base, fc.nat()).map(([value, pick]) => dropField(value, pick)),
    fc
      .tuple(base, fc.string({ minLength: 1, maxLength: 12 }), hostileValue)
      .map(([value, key, hostile]) =>
        value && typeof value === "object" && !Array.isArray(value)
          ? { ...value, [key]: hostile }
          : value,
      ),
    hostileValue,
    fc.constant(nested(200)),
  );
}

function replaceField(value: unknown, pick: number, hostile: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return hostile;
  const keys = Object.keys(value);
  if (keys.length === 0) return { ...value, field: hostile };
  const key = keys[pick % keys.length] as string;
  return { ...value, [key]: hostile };
}

function dropField(value: unknown, pick: number): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 0) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  delete copy[keys[pick % keys.length] as string];
  return copy;
}
