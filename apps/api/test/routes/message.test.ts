import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, outbox } from "../../src/db/schema";
import { messageRateLimit } from "../../src/routes/message";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";

describe("POST /api/message (spec §7.14, the contact form)", () => {
  const now = new Date("2026-11-24T09:30:00.000Z");
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => now });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const send = (
    payload: unknown,
    options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/message",
      payload: payload as Record<string, unknown>,
      remoteAddress: options.remoteAddress ?? nextAddress(),
      headers: options.headers ?? {},
    });

  const valid = {
    Name: "Ada Author",
    Email: " Ada@Example.com ",
    Subject: "Cover template question",
    Message: "Does the template include bleed?",
  };

  it("stores the message, emails support, and answers 'OK'", async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    const [row] = await testApp.db.select().from(contactMessages);
    expect(row).toMatchObject({
      name: "Ada Author",
      email: "ada@example.com",
      subject: "Cover template question",
      userId: null,
      createdAt: now,
    });
    await testApp.app.emailSender.idle();
    const mail = (await testApp.db.select().from(outbox)).find((item) =>
      item.subject.startsWith("Contact form:"),
    );
    expect(mail).toMatchObject({
      to: "support@inkforge.app",
      subject: "Contact form: Cover template question",
    });
    expect(mail?.text).toContain("From: Ada Author <ada@example.com>");
  });

  it("links a signed-in sender", async () => {
    const token = await registerUser(testApp.app, "member@example.com");
    expect(
      (await send({ ...valid, Subject: "Signed in" }, { headers: bearer(token) })).statusCode,
    ).toBe(200);
    const rows = await testApp.db.select().from(contactMessages);
    expect(rows.find((row) => row.subject === "Signed in")?.userId).not.toBeNull();
  });

  it.each([
    ["Name", { ...valid, Name: "  " }],
    ["Email", { ...valid, Email: "not-an-email" }],
    ["Subject", { ...valid, Subject: "" }],
    ["Message", { ...valid, Message: "x".repeat(5001) }],
    ["Message", { Name: "A", Email: "a@example.com", Subject: "S" }],
  ])("refuses a bad %s with 400 naming it, storing nothing", async (field, payload) => {
    const before = (await testApp.db.select().from(contactMessages)).length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(field);
    expect((await testApp.db.select().from(contactMessages)).length).toBe(before);
  });

  it("limits a client to a few messages", async () => {
    const remoteAddress = nextAddress();
    for (let index = 0; index < messageRateLimit.max; index += 1)
      expect((await send(valid, { remoteAddress })).statusCode).toBe(200);
    const limited = await send(valid, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});
