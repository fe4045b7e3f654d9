import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, inMemoryDataDir, loadConfig } from "../../src/config";

const base = { DATA_DIR: inMemoryDataDir };

describe("tool worker pool configuration (decision 0076)", () => {
  it("defaults to a worker per core but one, 5 seconds a task and 512 MB of heap each", () => {
    expect(loadConfig(base).toolPool).toEqual({
      workers: Math.max(1, availableParallelism() - 1),
      deadlineMs: 5000,
      bookDeadlineMs: 120_000,
      memoryMb: 512,
    });
  });

  it("reads TOOL_WORKERS, TOOL_DEADLINE_MS and TOOL_WORKER_MEMORY_MB", () => {
    const config = loadConfig({
      ...base,
      TOOL_WORKERS: "4",
      TOOL_DEADLINE_MS: "2500",
      TOOL_WORKER_MEMORY_MB: "128",
      BOOK_TASK_DEADLINE_MS: "60000",
    });
    expect(config.toolPool).toEqual({
      workers: 4,
      deadlineMs: 2500,
      bookDeadlineMs: 60_000,
      memoryMb: 128,
    });
  });

  it.each([
    ["TOOL_WORKERS", "0", /TOOL_WORKERS.*from 1 to 16/],
    ["TOOL_WORKERS", "17", /TOOL_WORKERS.*from 1 to 16/],
    ["TOOL_WORKERS", "two", /TOOL_WORKERS.*from 1 to 16/],
    ["TOOL_DEADLINE_MS", "5", /TOOL_DEADLINE_MS.*milliseconds/],
    ["TOOL_DEADLINE_MS", "5s", /TOOL_DEADLINE_MS.*milliseconds/],
    ["BOOK_TASK_DEADLINE_MS", "2m", /BOOK_TASK_DEADLINE_MS.*milliseconds/],
    ["TOOL_WORKER_MEMORY_MB", "32", /TOOL_WORKER_MEMORY_MB.*at least 64/],
    ["TOOL_WORKER_MEMORY_MB", "1GB", /TOOL_WORKER_MEMORY_MB.*megabytes/],
  ])("refuses %s=%s, naming the variable", (name, value, message) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(message);
  });
});
