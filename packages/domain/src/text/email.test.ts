import { describe, expect, it } from "vitest";
import { normalisedEmailSchema } from "../contracts/newsletter";
import { isPlausibleEmail } from "./email";

describe("isPlausibleEmail", () => {
  it.each([
    ["reader@example.com", true],
    ["  Reader@Example.co.uk ", true],
    ["a.b+tag@sub.example.org", true],
    ["not-an-email", false],
    ["@example.com", false],
    ["a@b", false],
    ["a@@example.com", false],
    ["a b@example.com", false],
    ["a@example..com", false],
    ["a@.example.com", false],
    ["a@example.com.", false],
    ["", false],
  ])("%j → %s", (input, expected) => {
    expect(isPlausibleEmail(input)).toBe(expected);
  });

  it("never rejects an address the API's contract accepts", () => {
    for (const address of ["reader@example.com", "x@y.io", "first.last@mail.example.net"]) {
      expect(normalisedEmailSchema.safeParse(address).success).toBe(true);
      expect(isPlausibleEmail(address)).toBe(true);
    }
  });
});
