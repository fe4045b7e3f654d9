import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";
import type { ErrorBody } from "../tools-helpers";

const valid = { kind: "url", data: "https://example.com/bonus", sizeIn: 1.5 };

describe("POST /api/tools/qr-code", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const post = (payload: Record<string, unknown>) =>
    testApp.app.inject({ method: "POST", url: "/api/tools/qr-code", payload });

  it("answers an SVG sized in inches and the print plan", async () => {
    const response = await post({ ...valid, foreground: "#1E3A8A" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      version: 2,
      moduleCount: 25,
      pixels: 450,
      moduleMm: 1.155,
      contrastRatio: 10.36,
      tooDense: false,
      warnings: [],
    });
    expect(body.svg).toMatch(/^<svg width="1.5in" height="1.5in" /);
    expect(body.svg).toContain('stroke="#1e3a8a"');
  });

  it("warns when the data is too long for the printed size", async () => {
    const response = await post({
      kind: "text",
      data: "Chapter one bonus: ".repeat(60),
      sizeIn: 1,
      errorCorrection: "H",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tooDense).toBe(true);
    expect(body.warnings[0].field).toBe("data");
  });

  it("refuses data the code cannot hold, naming data", async () => {
    const response = await post({ kind: "text", data: "x".repeat(1900), errorCorrection: "H" });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toEqual(["data"]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["missing data", { kind: "url" }, "data"],
    ["a URL without https", { data: "example.com" }, "data"],
    ["a kind that is not url or text", { ...valid, kind: "vcard" }, "kind"],
    ["a size under 0.5 in", { ...valid, sizeIn: 0.4 }, "sizeIn"],
    ["a size over 8 in", { ...valid, sizeIn: 9 }, "sizeIn"],
    ["an unknown error correction", { ...valid, errorCorrection: "Z" }, "errorCorrection"],
    ["a colour name", { ...valid, foreground: "navy" }, "foreground"],
    ["a bad background", { ...valid, background: "#12345" }, "background"],
    ["a quiet zone of 20", { ...valid, quietZone: 20 }, "quietZone"],
    ["grey on white under 3:1", { ...valid, foreground: "#aaaaaa" }, "foreground"],
  ])("refuses %s with 400 naming it", async (_label, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().details?.map((detail) => detail.path)).toContain(field);
  });
});
