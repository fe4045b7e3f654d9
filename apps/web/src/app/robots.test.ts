// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

vi.mock("@/config/site", () => ({ site: { url: "https://inkforge.test" } }));

describe("/robots.txt", () => {
  it("keeps crawlers out of the account, the API and the purchase flow, and names the sitemap", async () => {
    const { default: robots } = await import("./robots");
    const rules = robots();
    expect(rules.sitemap).toBe("https://inkforge.test/sitemap.xml");
    const rule = Array.isArray(rules.rules) ? rules.rules[0] : rules.rules;
    expect(rule?.userAgent).toBe("*");
    for (const path of ["/me", "/dashboard", "/api/", "/checkout", "/payment-success"]) {
      expect(rule?.disallow).toContain(path);
    }
    expect(rule?.disallow).not.toContain("/");
  });
});
