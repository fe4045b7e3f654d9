import { describe, expect, it } from "vitest";
import { renderNotification } from "./templates";

describe("renderNotification", () => {
  it.each([
    [{ code: "001", message: "Hi" }, "Hi"],
    [
      { code: "002", data: { token: 50 } },
      "You successfully purchased 50 tokens! You can now use them to create new boards",
    ],
    [
      { code: "003", data: { duration: "1 month", until: "2026-12-21T00:00:00.000Z" } },
      "Unlimited board creation is active for 1 month, until 21 December 2026",
    ],
    [{ code: "004", data: { product: "Pro" } }, "Successful Purchase of Pro"],
    [
      { code: "005", data: { TYPE: "Pro monthly", UNTIL: "2026-12-21T10:00:00.000Z" } },
      "Your Pro monthly subscription is valid until 21 December 2026",
    ],
  ] as const)("renders %j", (input, expected) => {
    expect(renderNotification(input)).toBe(expected);
  });

  it("leaves no placeholder behind when data is missing", () => {
    expect(renderNotification({ code: "004" })).toBe("Successful Purchase of ");
  });
});
