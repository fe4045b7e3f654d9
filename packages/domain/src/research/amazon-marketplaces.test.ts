import { describe, expect, it } from "vitest";
import { MARKETPLACE_IDS } from "../kdp/marketplaces";
import {
  AMAZON_DOMAIN_COUNTRY_CODES,
  AMAZON_DOMAINS,
  AMAZON_MARKETPLACE_IDS,
  findCountryCode,
  getMarketplaceIdOrThrow,
  KEEPA_DOMAIN_IDS,
} from "./amazon-marketplaces";

describe("Amazon marketplace maps", () => {
  it("maps 19 bookstore domains to 19 distinct ids (ENT-37)", () => {
    expect(AMAZON_DOMAINS).toHaveLength(19);
    expect(new Set(Object.values(AMAZON_MARKETPLACE_IDS)).size).toBe(19);
    for (const id of Object.values(AMAZON_MARKETPLACE_IDS)) expect(id).toMatch(/^A[0-9A-Z]{8,13}$/);
  });

  it("covers every store KDP publishes to", () => {
    for (const domain of MARKETPLACE_IDS) expect(AMAZON_DOMAINS).toContain(domain);
  });

  it("has exactly the spec's 11 country codes (ENT-38)", () => {
    expect(Object.values(AMAZON_DOMAIN_COUNTRY_CODES).sort()).toEqual(
      ["US", "GB", "DE", "FR", "JP", "CA", "IT", "ES", "IN", "MX", "AU"].sort(),
    );
    for (const domain of Object.keys(AMAZON_DOMAIN_COUNTRY_CODES)) {
      expect(AMAZON_DOMAINS).toContain(domain);
    }
  });

  it.each([
    ["amazon.com", "ATVPDKIKX0DER", "US"],
    ["https://www.Amazon.co.uk/", "A1F83G8C2ARO7P", "GB"],
    ["www.amazon.de", "A1PA6795UKMFR9", "DE"],
    ["amazon.co.jp", "A1VC38T7YXB528", "JP"],
    ["amazon.com.mx", "A1AM78C64UM0Y8", "MX"],
    ["amazon.com.br", "A2Q3Y263D00KWC", null],
    ["amazon.sg", "A19VAU5U5O7RUS", null],
  ])("%s → %s, %s", (domain, id, country) => {
    expect(getMarketplaceIdOrThrow(domain)).toBe(id);
    expect(findCountryCode(domain)).toBe(country);
  });

  it.each([["amazon.cn"], ["ebay.com"], [""], ["toString"]])("refuses %j", (domain) => {
    expect(() => getMarketplaceIdOrThrow(domain)).toThrow(/Unknown Amazon domain/);
    expect(findCountryCode(domain)).toBeNull();
  });

  it("gives Keepa's domain numbers for the stores Keepa covers", () => {
    expect(KEEPA_DOMAIN_IDS["amazon.com"]).toBe(1);
    expect(KEEPA_DOMAIN_IDS["amazon.co.jp"]).toBe(5);
    expect(Object.values(KEEPA_DOMAIN_IDS)).not.toContain(7);
  });
});
