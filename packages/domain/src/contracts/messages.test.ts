import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerRequestSchema } from "./account";
import { describeIssue, describeZodIssues, humanizeMessage, labelFromFieldName } from "./messages";

function issuesOf(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("expected a failure");
  return parsed.error.issues;
}

describe("describeZodIssues: registration", () => {
  it.each([
    [
      { email: `${"a".repeat(250)}@example.com`, password: "long enough" },
      { email: "Email must be at most 254 characters." },
    ],
    [
      { email: "not-an-email", password: "long enough" },
      { email: "Enter a valid email address, like name@example.com." },
    ],
    [
      { email: "ann@example.com", password: "short" },
      { password: "Password must be at least 8 characters." },
    ],
    [
      { email: "ann@example.com", password: "x".repeat(257) },
      { password: "Password must be at most 256 characters." },
    ],
    [{ password: "long enough" }, { email: "Email is required." }],
  ])("%j → %j", (value, expected) => {
    expect(
      describeZodIssues(issuesOf(registerRequestSchema, value), {
        email: "Email",
        password: "Password",
      }),
    ).toEqual(expected);
  });

  it("never shows zod's developer wording", () => {
    const messages = Object.values(
      describeZodIssues(
        issuesOf(z.object({ name: z.string().max(3), tags: z.array(z.string()).min(2) }), {
          name: "abcd",
          tags: [],
        }),
      ),
    );
    expect(messages).toEqual([
      "Name must be at most 3 characters.",
      "Tags must be at least 2 items.",
    ]);
    for (const message of messages) expect(message).not.toMatch(/Too (big|small)|expected/);
  });
});

describe("describeIssue", () => {
  it.each([
    [{ code: "too_small", origin: "string", minimum: 1, inclusive: true }, "Name is required."],
    [
      { code: "too_big", origin: "number", maximum: 10, inclusive: true },
      "Name must be at most 10.",
    ],
    [
      { code: "too_big", origin: "number", maximum: 10, inclusive: false },
      "Name must be less than 10.",
    ],
    [
      { code: "too_big", origin: "string", maximum: 1, inclusive: true },
      "Name must be at most 1 character.",
    ],
    [
      { code: "invalid_format", format: "url" },
      "Name must be a web address starting with https://",
    ],
    [{ code: "invalid_format", format: "date", input: "" }, "Name is required."],
    [{ code: "invalid_format", format: "regex", input: "x" }, "Name is not in the right format."],
    [{ code: "invalid_type", expected: "string", input: 5 }, "Name is not valid."],
    [{ code: "custom", message: "is taken" }, "Name is taken."],
  ])("%j", (issue, expected) => {
    expect(describeIssue(issue, "Name")).toBe(expected);
  });
});

describe("humanizeMessage: details that arrive as text", () => {
  it.each([
    ["Too big: expected string to have <=254 characters", "Email must be at most 254 characters."],
    ["Too small: expected string to have >=8 characters", "Email must be at least 8 characters."],
    ["must NOT have more than 64 characters", "Email must be at most 64 characters."],
    ['must match format "email"', "Enter a valid email address, like name@example.com."],
    ["Invalid email address", "Enter a valid email address, like name@example.com."],
    ["Invalid input: expected string, received undefined", "Email is required."],
    ["must be at least 8 characters", "Email must be at least 8 characters."],
    ["Something already explained.", "Something already explained."],
  ])("%s", (message, expected) => {
    expect(humanizeMessage("Email", message)).toBe(expected);
  });
});

it("labels from field names", () => {
  expect(labelFromFieldName("newPassword")).toBe("New password");
  expect(labelFromFieldName("lm_data")).toBe("Lm data");
  expect(labelFromFieldName("")).toBe("This field");
});
