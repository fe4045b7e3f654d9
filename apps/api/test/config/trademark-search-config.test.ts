import { describe, expect, it } from "vitest";
import { ConfigError, inMemoryDataDir, loadConfig } from "../../src/config";

const base = { DATA_DIR: inMemoryDataDir };

describe("TRADEMARK_SEARCH_* configuration", () => {
  it("leaves the office search off when TRADEMARK_SEARCH_URL is unset", () => {
    expect(loadConfig(base).trademarkSearch).toBeUndefined();
    expect(loadConfig({ ...base, TRADEMARK_SEARCH_API_KEY: "k" }).trademarkSearch).toBeUndefined();
  });

  it("reads the address without a trailing slash, the key and a 3 s default deadline", () => {
    expect(
      loadConfig({ ...base, TRADEMARK_SEARCH_URL: "https://tm.example.test/search/" })
        .trademarkSearch,
    ).toEqual({ url: "https://tm.example.test/search", apiKey: undefined, timeoutMs: 3000 });
    expect(
      loadConfig({
        ...base,
        TRADEMARK_SEARCH_URL: "http://127.0.0.1:9000/search",
        TRADEMARK_SEARCH_API_KEY: " secret ",
        TRADEMARK_SEARCH_TIMEOUT_MS: "800",
      }).trademarkSearch,
    ).toEqual({ url: "http://127.0.0.1:9000/search", apiKey: "secret", timeoutMs: 800 });
  });

  it.each([
    ["TRADEMARK_SEARCH_URL", { TRADEMARK_SEARCH_URL: "ftp://tm.example.test" }],
    [
      "TRADEMARK_SEARCH_TIMEOUT_MS",
      { TRADEMARK_SEARCH_URL: "https://tm.example.test", TRADEMARK_SEARCH_TIMEOUT_MS: "soon" },
    ],
  ])("refuses a bad %s, naming it", (name, env) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(name);
  });
});
