import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listToolUsageRows } from "../../src/db/queries/tool-usage";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";

type ErrorBody = { code: string; message: string; details?: { path: string; message: string }[] };

const fixedNow = new Date("2026-11-23T21:00:00.000Z");

describe("POST /api/usage", () => {
  let testApp: TestApp;
  let ann: { token: string; id: string };
  let bob: { token: string; id: string };

  const signUp = async (email: string) => {
    const token = await registerUser(testApp.app, email);
    const me = await testApp.app.inject({
      method: "GET",
      url: "/api/account",
      headers: bearer(token),
    });
    return { token, id: me.json()._id as string };
  };
  const record = (token: string | undefined, payload: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/usage",
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => fixedNow });
    ann = await signUp("ann-usage@example.test");
    bob = await signUp("bob-usage@example.test");
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("stores one record per use of a catalogue tool", async () => {
    const first = await record(ann.token, { user_id: ann.id, tool_id: "royalty-calculator" });
    const second = await record(ann.token, { user_id: ann.id, tool_id: "royalty-calculator" });

    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      user_id: ann.id,
      tool_id: "royalty-calculator",
      used_at: fixedNow.toISOString(),
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(first.json().id);
    const rows = await listToolUsageRows(testApp.db, ann.id);
    expect(rows.filter((row) => row.toolId === "royalty-calculator")).toHaveLength(2);
  });

  it("accepts the daily visit as tool id `visit`", async () => {
    const response = await record(bob.token, { user_id: bob.id, tool_id: "visit" });
    expect(response.statusCode).toBe(201);
    expect(response.json().tool_id).toBe("visit");
  });

  it("needs a bearer token", async () => {
    const response = await record(undefined, { user_id: ann.id, tool_id: "visit" });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for another user's id and stores nothing for them", async () => {
    const before = (await listToolUsageRows(testApp.db, bob.id)).length;
    const response = await record(ann.token, { user_id: bob.id, tool_id: "price-checker" });

    expect(response.statusCode).toBe(404);
    expect((response.json() as ErrorBody).code).toBe("NOT_FOUND");
    expect(await listToolUsageRows(testApp.db, bob.id)).toHaveLength(before);
  });

  it.each([
    ["tool_id", { user_id: "self", tool_id: "not-a-tool" }],
    ["tool_id", { user_id: "self" }],
    ["user_id", { tool_id: "visit" }],
    ["user_id", { user_id: "", tool_id: "visit" }],
  ])("answers 400 naming %s", async (field, payload) => {
    const body = { ...payload } as Record<string, string>;
    if (body.user_id === "self") body.user_id = ann.id;
    const before = (await listToolUsageRows(testApp.db, ann.id)).length;
    const response = await record(ann.token, body);

    expect(response.statusCode).toBe(400);
    const error = response.json() as ErrorBody;
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.details?.map((detail) => detail.path)).toContain(field);
    expect(await listToolUsageRows(testApp.db, ann.id)).toHaveLength(before);
  });

  it("is described in the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    const document = response.json<{
      paths: Record<string, { post?: { operationId?: string } }>;
    }>();
    expect(document.paths["/api/usage"]?.post?.operationId).toBe("recordToolUse");
  });
});
