import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { BatchedLogDestination } from "../../src/plugins/app/log-destination";

/** A stand-in for fs.writeSync that records what reached the descriptor, as bytes. */
function recordingWrite(behaviour: (call: number, bytes: Buffer) => number | Error = () => -1) {
  const written: Buffer[] = [];
  let calls = 0;
  function write(_fd: number, data: string | Buffer, offset = 0): number {
    const bytes = typeof data === "string" ? Buffer.from(data) : data.subarray(offset);
    calls += 1;
    const outcome = behaviour(calls, bytes);
    if (outcome instanceof Error) throw outcome;
    const count = outcome < 0 ? bytes.length : Math.min(outcome, bytes.length);
    written.push(bytes.subarray(0, count));
    return count;
  }
  return {
    write: write as never,
    calls: () => calls,
    text: () => Buffer.concat(written).toString("utf8"),
  };
}

const errno = (code: string) => Object.assign(new Error(code), { code });

describe("BatchedLogDestination (decision 0075)", () => {
  const destinations: BatchedLogDestination[] = [];
  const make = (options: ConstructorParameters<typeof BatchedLogDestination>[0]) => {
    const destination = new BatchedLogDestination(options);
    destinations.push(destination);
    return destination;
  };
  afterEach(() => {
    for (const destination of destinations.splice(0)) destination.end();
  });

  it("holds lines until the batch is full, then writes them in one write, in order", () => {
    const sink = recordingWrite();
    const destination = make({ batchChars: 30, maxDelayMs: 60_000, write: sink.write });
    destination.write("first line\n");
    destination.write("second line\n");
    expect(sink.calls()).toBe(0);
    destination.write("third line\n"); // 34 characters: the batch is full
    expect(sink.calls()).toBe(1);
    expect(sink.text()).toBe("first line\nsecond line\nthird line\n");
  });

  it("writes a batch that is not full once its first line is maxDelayMs old", async () => {
    const sink = recordingWrite();
    const destination = make({ batchChars: 10_000, maxDelayMs: 20, write: sink.write });
    destination.write("quiet server\n");
    expect(sink.text()).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sink.text()).toBe("quiet server\n");
    expect(sink.calls()).toBe(1);
  });

  it("flushSync writes what is pending at once, and nothing when nothing is", () => {
    const sink = recordingWrite();
    const destination = make({ maxDelayMs: 60_000, write: sink.write });
    destination.flushSync();
    expect(sink.calls()).toBe(0);
    destination.write("pending\n");
    destination.flushSync();
    expect(sink.text()).toBe("pending\n");
  });

  it("goes on from the byte where a partial write stopped, multi-byte characters included", () => {
    const sink = recordingWrite(() => 5);
    const destination = make({ maxDelayMs: 60_000, write: sink.write });
    const lines = ["café crème\n", "naïve — 東京\n", "plain\n"];
    for (const line of lines) destination.write(line);
    destination.flushSync();
    expect(sink.text()).toBe(lines.join(""));
    expect(sink.calls()).toBeGreaterThan(5);
  });

  it("retries a write the descriptor refuses for now (EAGAIN) instead of losing it", () => {
    const sink = recordingWrite((call) => (call <= 3 ? errno("EAGAIN") : -1));
    const destination = make({ maxDelayMs: 60_000, retryMs: 1, write: sink.write });
    destination.write("kept\n");
    destination.flushSync();
    expect(sink.text()).toBe("kept\n");
    expect(sink.calls()).toBe(4);
  });

  it("stops writing, without throwing, once the reader is gone (EPIPE)", () => {
    const sink = recordingWrite(() => errno("EPIPE"));
    const destination = make({ batchChars: 1, write: sink.write });
    expect(() => destination.write("lost reader\n")).not.toThrow();
    destination.write("after\n");
    destination.flushSync();
    expect(sink.calls()).toBe(1);
  });

  it("throws other write errors", () => {
    const sink = recordingWrite(() => errno("EBADF"));
    const destination = make({ maxDelayMs: 60_000, write: sink.write });
    destination.write("line\n");
    expect(() => destination.flushSync()).toThrow("EBADF");
  });

  it("writes a fatal pino line at once (pino calls flushSync after it)", () => {
    const sink = recordingWrite();
    const destination = make({ maxDelayMs: 60_000, write: sink.write });
    const logger = pino({ level: "info", base: null, timestamp: false }, destination);
    logger.info("held");
    expect(sink.text()).toBe("");
    logger.fatal("about to exit");
    expect(sink.text()).toBe('{"level":30,"msg":"held"}\n{"level":60,"msg":"about to exit"}\n');
  });

  it("writes the pending lines when the process exits", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "inkforge-log-destination-"));
    try {
      const script = path.join(folder, "exit.ts");
      const modulePath = path.resolve(__dirname, "../../src/plugins/app/log-destination.ts");
      writeFileSync(
        script,
        `import { BatchedLogDestination } from ${JSON.stringify(modulePath)};
const destination = new BatchedLogDestination({ maxDelayMs: 60_000 });
destination.write("written on exit\\n");
process.exit(3);
`,
      );
      const result = spawnSync(process.execPath, ["--import", "tsx", script], {
        cwd: path.resolve(__dirname, "../.."),
        encoding: "utf8",
      });
      expect(result.stderr).toBe("");
      expect(result.status).toBe(3);
      expect(result.stdout).toBe("written on exit\n");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
