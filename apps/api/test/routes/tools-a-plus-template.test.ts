import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";

type ErrorBody = { code: string; message: string; details?: { path: string; message: string }[] };

const url = (modules: string) =>
  `/api/tools/a-plus-template?${new URLSearchParams({ modules }).toString()}`;

describe("GET /api/tools/a-plus-template", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("lists one template per image slot, in page order, with sizes and sources", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: url("standard-company-logo,standard-three-images-text"),
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pageWidthPx).toBe(970);
    expect(body.modules.map((module: { id: string }) => module.id)).toEqual([
      "standard-company-logo",
      "standard-three-images-text",
    ]);
    expect(body.files[0]).toMatchObject({ position: 1, moduleId: "standard-company-logo" });
    const second = body.files.filter((file: { position: number }) => file.position === 2);
    expect(second).toHaveLength(3);
    for (const file of body.files) {
      expect(file.widthPx).toBeGreaterThan(0);
      expect(file.fileName).toContain(`${file.widthPx}x${file.heightPx}`);
    }
    expect(body.sources.length).toBeGreaterThan(0);
  });

  it.each([
    ["an unknown module", "standard-company-logo,not-a-module"],
    ["no module", ""],
    ["more than 20 modules", Array.from({ length: 21 }, () => "standard-company-logo").join(",")],
  ])("answers 400 naming modules for %s", async (_case, modules) => {
    const response = await testApp.app.inject({ method: "GET", url: url(modules) });

    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toContain("modules");
  });

  it("is in the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    expect(response.json().paths["/api/tools/a-plus-template"]?.get?.operationId).toBe(
      "getAPlusTemplatePlan",
    );
  });
});
