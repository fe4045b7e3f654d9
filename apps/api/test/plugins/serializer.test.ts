import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { isPlainJsonSchema } from "../../src/plugins/app/serializer";
import { buildTestApp, type TestApp } from "../helper";

/** A Date in the handler, an ISO string on the wire. */
const isoDateCodec = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

describe("isPlainJsonSchema", () => {
  it.each([
    {
      name: "an object of strings, numbers, literals and enums",
      schema: z.object({ a: z.string(), b: z.number(), c: z.literal(true), d: z.enum(["x", "y"]) }),
      plain: true,
    },
    {
      name: "optional, nullable and nested arrays of objects",
      schema: z.object({ items: z.array(z.object({ n: z.number().nullable() })).optional() }),
      plain: true,
    },
    { name: "a string format check", schema: z.object({ at: z.iso.datetime() }), plain: true },
    { name: "a codec", schema: z.object({ at: isoDateCodec }), plain: false },
    {
      name: "a transform",
      schema: z.object({ n: z.string().transform((text) => text.length) }),
      plain: false,
    },
    { name: "a default", schema: z.object({ n: z.number().default(1) }), plain: false },
    {
      name: "a pipe",
      schema: z.object({ email: z.string().trim().pipe(z.email()) }),
      plain: false,
    },
    { name: "a strict object", schema: z.strictObject({ a: z.string() }), plain: false },
    { name: "a union", schema: z.union([z.string(), z.number()]), plain: false },
  ])("$name: plain is $plain", ({ schema, plain }) => {
    expect(isPlainJsonSchema(schema)).toBe(plain);
  });
});

describe("response serialization", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { app } = testApp;
    app.get(
      "/test/extra-keys",
      { schema: { response: { 200: z.object({ name: z.string() }) } } },
      // A row with more in it than the contract shows.
      async () => ({ name: "Ann", passwordHash: "secret" }),
    );
    app.get(
      "/test/codec",
      { schema: { response: { 200: z.object({ at: isoDateCodec }) } } },
      async () => ({ at: new Date("2025-06-01T12:00:00.000Z") }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("leaves out keys the response schema does not declare", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/test/extra-keys" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: "Ann" });
  });

  it("still encodes a schema with a codec", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/test/codec" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ at: "2025-06-01T12:00:00.000Z" });
  });
});
