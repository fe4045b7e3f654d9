import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";

type ErrorBody = { code: string; message: string; details?: { path: string; message: string }[] };

const valid = { binding: "paperback", trim: "6x9", pages: "120", paper: "white" };
const url = (query: Record<string, string>) =>
  `/api/tools/cover-template?${new URLSearchParams(query).toString()}`;

describe("GET /api/tools/cover-template", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers a paperback template from KDP's numbers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: url(valid) });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      widthIn: 12.52,
      heightIn: 9.25,
      spineIn: 0.27,
      widthPx: 3756,
      heightPx: 2775,
      spineTextAllowed: true,
      bleedIn: 0.125,
      widthMm: 318,
      heightMm: 235,
    });
    expect(body.regions.barcode).toEqual({ xIn: 3.875, yIn: 7.675, widthIn: 2, heightIn: 1.2 });
    expect(body.sources.length).toBeGreaterThan(0);
  });

  it("answers a hardcover template with wrap and hinge", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: url({ binding: "hardcover", trim: "6x9", pages: "120", paper: "cream" }),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      spineIn: 0.489,
      wrapIn: 0.591,
      hingeIn: 0.394,
      bleedIn: null,
      heightIn: 10.417,
    });
  });

  it("says the spine takes no text at 79 pages", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: url({ ...valid, pages: "79" }),
    });
    expect(response.json().spineTextAllowed).toBe(false);
  });

  it.each<[string, Record<string, string>, string]>([
    ["pages below the trim's minimum", { ...valid, pages: "23" }, "pages"],
    ["pages above the trim's maximum", { ...valid, pages: "829" }, "pages"],
    ["hardcover pages below 75", { ...valid, binding: "hardcover", pages: "74" }, "pages"],
    ["pages not a number", { ...valid, pages: "lots" }, "pages"],
    ["pages missing", { binding: "paperback", trim: "6x9", paper: "white" }, "pages"],
    ["unknown binding", { ...valid, binding: "spiral" }, "binding"],
    ["binding missing", { trim: "6x9", pages: "120", paper: "white" }, "binding"],
    ["unknown trim", { ...valid, trim: "9x12" }, "trim"],
    ["trim not offered in hardcover", { ...valid, binding: "hardcover", trim: "5x8" }, "trim"],
    ["unknown paper", { ...valid, paper: "glossy" }, "paper"],
    [
      "standard colour hardcover",
      { ...valid, binding: "hardcover", paper: "standard-color" },
      "paper",
    ],
  ])("400 for %s, naming %s", async (_label, query, field) => {
    const response = await testApp.app.inject({ method: "GET", url: url(query) });

    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toContain(field);
    expect(body.message).toContain(field);
  });

  it("names the page limits in the message", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: url({ ...valid, pages: "900" }),
    });
    expect(response.json<ErrorBody>().message).toMatch(/pages: Pages must be between 24 and 828/);
  });

  it("is described in the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    const document = response.json<{ paths: Record<string, { get?: { operationId?: string } }> }>();
    expect(document.paths["/api/tools/cover-template"]?.get?.operationId).toBe("getCoverTemplate");
  });
});
