import { describe, expect, it } from "vitest";
import { ConfigError, inMemoryDataDir, loadConfig } from "../../src/config";

const base = { DATA_DIR: inMemoryDataDir };

describe("JOB_WORKER configuration", () => {
  it.each([
    [undefined, true],
    ["in-process", true],
    ["off", false],
  ])("JOB_WORKER=%s → jobs in the API process: %s", (value, inProcess) => {
    const env = value === undefined ? base : { ...base, JOB_WORKER: value };
    expect(loadConfig(env).jobs).toEqual({ inProcess });
  });

  it("refuses anything else, naming the variable", () => {
    expect(() => loadConfig({ ...base, JOB_WORKER: "worker" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, JOB_WORKER: "worker" })).toThrow(
      /JOB_WORKER.*must be in-process or off/,
    );
  });
});
