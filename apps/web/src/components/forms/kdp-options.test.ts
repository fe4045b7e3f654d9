// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatMoney } from "./kdp-options";

describe("formatMoney", () => {
  it("formats each currency with its own symbol and digits, however the calls interleave", () => {
    expect(formatMoney(12.345, "USD")).toBe("$12.35");
    expect(formatMoney(1234.5, "JPY")).toBe("¥1,235");
    expect(formatMoney(7.1, "EUR")).toBe("€7.10");
    expect(formatMoney(0.5, "USD")).toBe("$0.50");
    expect(formatMoney(1234.5, "JPY")).toBe("¥1,235");
  });

  it("formats a currency no marketplace uses through Intl", () => {
    expect(formatMoney(1.5, "CHF")).toBe(
      new Intl.NumberFormat("en-US", { style: "currency", currency: "CHF" }).format(1.5),
    );
  });
});
