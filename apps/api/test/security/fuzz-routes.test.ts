import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { arbitraryFor, type JsonSchema, mutated } from "./json-schema-arbitrary";
import { METER_TABLES } from "./ownership-cases";

/*
 * Issue 16: every route fuzzed from its own schema (seeded, bounded). Inputs start valid-shaped
 * and are mutated: wrong types, NUL bytes, lone surrogates, overlong and right-to-left text, huge
 * numbers, deep nesting, missing and extra fields. Whatever arrives, the API answers without a
 * 500 (a 502/503 only where the route documents a dependency failure), every refusal has the error
 * shape, and a refused request leaves every table as it was.
 */

const runsPerRoute = 8;
const seedBase = 20_261_127;

type Parameter = {
  in: "path" | "query" | "header";
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};
type OperationDocument = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};
type Document = {
  paths: Record<string, Record<string, OperationDocument>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type Case = { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown };

function seedOf(key: string): number {
  return seedBase ^ createHash("sha256").update(key).digest().readUInt32BE(0);
}

/** Every byte percent-encoded (a lone surrogate becomes U+FFFD, as on the wire). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) => `%${byte.toString(16).padStart(2, "0")}`)
    .join("");
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value) ?? "";
}

async function rowCounts(testApp: TestApp): Promise<Record<string, number>> {
  const tables = await testApp.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rowsOf<{ table_name: string }>(tables)
    .map((row) => row.table_name)
    .filter((name) => !(METER_TABLES as readonly string[]).includes(name));
  const union = names
    .map((name) => `select '${name}' as name, count(*)::int as rows from "${name}"`)
    .join(" union all ");
  const counts = rowsOf<{ name: string; rows: number }>(await testApp.db.execute(sql.raw(union)));
  return Object.fromEntries(counts.map((row) => [row.name, Number(row.rows)]));
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

describe("fuzzing every route from its schema (issue 16)", () => {
  let testApp: TestApp;
  let document: Document;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.ready();
    document = testApp.app.swagger() as unknown as Document;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("never answers 500, always the error shape, and a refused request writes nothing", async () => {
    const resolve = (ref: string) =>
      document.components?.schemas?.[ref.replace("#/components/schemas/", "")];
    const failures: string[] = [];
    let requests = 0;
    const statuses = new Map<number, number>();
    // Row counts after the previous request: a refused request must leave them as they were.
    let baseline = await rowCounts(testApp);

    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path}`;
        const parameters = operation.parameters ?? [];
        const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
        const inputs = parameters.filter((p) => p.in === "path" || p.in === "query");
        if (inputs.length === 0 && !bodySchema) continue;

        const group = (where: Parameter["in"]) => {
          const chosen = parameters.filter((p) => p.in === where);
          return mutated(
            fc.record(
              Object.fromEntries(chosen.map((p) => [p.name, arbitraryFor(p.schema, resolve)])),
              { requiredKeys: chosen.filter((p) => p.required).map((p) => p.name) },
            ),
          );
        };
        const caseArbitrary: fc.Arbitrary<Case> = fc.record({
          path: fc.record(
            Object.fromEntries(
              parameters
                .filter((p) => p.in === "path")
                .map((p) => [p.name, mutated(arbitraryFor(p.schema, resolve))]),
            ),
          ),
          query: group("query") as fc.Arbitrary<Record<string, unknown>>,
          body: bodySchema ? mutated(arbitraryFor(bodySchema, resolve)) : fc.constant(undefined),
        });
        const documented = Object.keys(operation.responses ?? {});
        // A fresh account per route: a fuzzed profile edit or password change must not end the
        // session the next route's requests use.
        const token = await registerUser(
          testApp.app,
          `fuzz-${createHash("sha1").update(key).digest("hex").slice(0, 12)}@example.com`,
        );
        baseline = await rowCounts(testApp);

        for (const input of fc.sample(caseArbitrary, {
          seed: seedOf(key),
          numRuns: runsPerRoute,
        })) {
          const url = path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
            percentEncoded(asText(input.path[name]) || "x"),
          );
          const query =
            input.query && typeof input.query === "object" && !Array.isArray(input.query)
              ? Object.fromEntries(
                  Object.entries(input.query).map(([name, value]) => [name, asText(value)]),
                )
              : { q: asText(input.query) };
          const request: InjectOptions = {
            method: method.toUpperCase() as InjectOptions["method"],
            url,
            query,
            headers: {
              ...bearer(token),
              ...(input.body === undefined ? {} : { "content-type": "application/json" }),
            },
            ...(input.body === undefined ? {} : { payload: JSON.stringify(input.body) }),
            remoteAddress: nextAddress(),
          };
          const response = await testApp.app.inject(request);
          requests += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const after = await rowCounts(testApp);
          const before = baseline;
          baseline = after;
          const shown = `${key} ${JSON.stringify(input).slice(0, 300)}`;
          const status = response.statusCode;
          if (status >= 500 && !(status !== 500 && documented.includes(String(status)))) {
            failures.push(`${shown} → ${status} ${response.body.slice(0, 200)}`);
            continue;
          }
          if (status >= 400) {
            let body: { code?: unknown; message?: unknown } = {};
            try {
              body = response.json();
            } catch {
              body = {};
            }
            if (typeof body.code !== "string" || typeof body.message !== "string") {
              failures.push(
                `${shown} → ${status} without the error shape: ${response.body.slice(0, 120)}`,
              );
            }
            const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
            if (changed.length > 0) {
              failures.push(`${shown} → ${status} but wrote to ${changed.join(", ")}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(500);
    // The generated inputs reach the handlers too, not only the validator.
    const accepted = [...statuses]
      .filter(([status]) => status < 400)
      .reduce((n, [, c]) => n + c, 0);
    console.info("fuzz statuses", Object.fromEntries(statuses));
    expect(accepted).toBeGreaterThan(requests / 20);
  }, 600_000);
});
