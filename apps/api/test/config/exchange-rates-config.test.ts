import { describe, expect, it } from "vitest";
import { ConfigError, inMemoryDataDir, loadConfig } from "../../src/config";

const base = { DATA_DIR: inMemoryDataDir };

describe("EXCHANGE_RATES_URL configuration (decision 0117)", () => {
  it("fetches no rates by default: My books works offline", () => {
    expect(loadConfig(base).exchangeRates).toBeUndefined();
  });

  it("reads the ECB's address with a 3 s deadline", () => {
    expect(
      loadConfig({
        ...base,
        EXCHANGE_RATES_URL: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
      }).exchangeRates,
    ).toEqual({
      url: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
      timeoutMs: 3000,
    });
  });

  it("refuses an address that is not http(s), naming it", () => {
    const env = { ...base, EXCHANGE_RATES_URL: "ftp://ecb.example.test/rates.xml" };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow("EXCHANGE_RATES_URL");
  });
});
