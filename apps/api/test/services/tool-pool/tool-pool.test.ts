import { afterEach, describe, expect, it } from "vitest";
import { isAppError } from "../../../src/errors";
import { createToolPool, type ToolPool } from "../../../src/services/tool-pool/tool-pool";
import type { fixtureTasks } from "./fixture-worker";

/*
 * The pool's limits on a fixture worker whose tasks spin, hoard memory or start slowly
 * (decision 0076). The grammar route's own pathological inputs are in
 * test/routes/tools-grammar-pressure.test.ts.
 */

type Tasks = typeof fixtureTasks;
const workerUrl = new URL("./fixture-worker.ts", import.meta.url);
const activity = "Checking this text";

let pool: ToolPool<Tasks> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function open(
  options: {
    workers?: number;
    deadlineMs?: number;
    memoryMb?: number;
    idleTimeoutMs?: number;
  } = {},
) {
  pool = createToolPool<Tasks>({
    workers: options.workers ?? 1,
    deadlineMs: options.deadlineMs ?? 300,
    memoryMb: options.memoryMb ?? 64,
    workerUrl,
    ...(options.idleTimeoutMs === undefined ? {} : { idleTimeoutMs: options.idleTimeoutMs }),
  });
  return pool;
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    return isAppError(error) ? { code: error.code, message: error.message } : error;
  }
}

describe("the tool worker pool", () => {
  it("starts no thread until the first task, then runs tasks off the main thread", async () => {
    const tools = open();
    expect(tools.threadCount).toBe(0);
    const answer = await tools.run("echo", "hello", { activity });
    expect(answer).toMatch(/^hello from thread [1-9]\d*$/);
    expect(tools.threadCount).toBe(1);
  });

  it("keeps an idle worker by default, and stops it after idleTimeoutMs when given one (book builds)", async () => {
    const tools = open();
    await tools.run("echo", "warm", { activity });
    const books = createToolPool<Tasks>({
      workers: 1,
      deadlineMs: 300,
      memoryMb: 64,
      workerUrl,
      idleTimeoutMs: 100,
    });
    try {
      const first = await books.run("echo", "one", { activity });
      expect(books.threadCount).toBe(1);
      await expect.poll(() => books.threadCount, { timeout: 5_000 }).toBe(0);
      // The next build gets a fresh thread, with none of the last one's heap.
      const second = await books.run("echo", "two", { activity });
      expect(second.replace("two", "")).not.toBe(first.replace("one", ""));
      expect(tools.threadCount).toBe(1);
    } finally {
      await books.close();
    }
  });

  it("stops a task past its deadline with TOOL_TIME_LIMIT_EXCEEDED, and the event loop stays free", async () => {
    const tools = open({ deadlineMs: 300 });
    await tools.run("echo", "warm", { activity });
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 10);
    const started = performance.now();
    const outcome = await codeOf(tools.run("spin", 60_000, { activity }));
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(outcome).toEqual({
      code: "TOOL_TIME_LIMIT_EXCEEDED",
      message:
        "Checking this text took longer than the 0.3-second limit and was stopped; try a shorter text",
    });
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(3_000);
    // The main thread kept ticking while the worker spun.
    expect(ticks).toBeGreaterThan(10);
  });

  it("gives a task its own deadline when the caller passes one (a book's is longer)", async () => {
    const tools = open({ deadlineMs: 100 });
    await tools.run("echo", "warm", { activity });
    // 400 ms of spinning passes the pool's 100 ms deadline but not the task's own 5 s one.
    expect(await codeOf(tools.run("spin", 400, { activity, deadlineMs: 5_000 }))).not.toMatchObject(
      {
        code: "TOOL_TIME_LIMIT_EXCEEDED",
      },
    );
    expect(await codeOf(tools.run("spin", 400, { activity }))).toMatchObject({
      code: "TOOL_TIME_LIMIT_EXCEEDED",
    });
  });

  it("replaces a terminated worker: the next task runs on a new thread", async () => {
    const tools = open({ deadlineMs: 200 });
    const first = await tools.run("spin", 1, { activity });
    await codeOf(tools.run("spin", 60_000, { activity }));
    const next = await tools.run("spin", 1, { activity });
    expect(next).not.toBe(first);
  });

  it("stops a worker whose heap passes the limit with TOOL_MEMORY_LIMIT_EXCEEDED", async () => {
    const tools = open({ deadlineMs: 20_000, memoryMb: 64 });
    const outcome = await codeOf(tools.run("hoard", null, { activity }));
    expect(outcome).toMatchObject({ code: "TOOL_MEMORY_LIMIT_EXCEEDED" });
    expect((outcome as { message: string }).message).toMatch(/more memory than one request/);
    expect(await tools.run("echo", "after", { activity })).toMatch(/^after from thread/);
  });

  it("does not count a worker's start-up against the deadline", async () => {
    const tools = open({ deadlineMs: 100 });
    expect(await tools.run("slowStart", null, { activity })).toBe("ready");
  });

  it("answers TOOL_WORKERS_BUSY once the queue is full, without dropping the running tasks", async () => {
    const tools = open({ workers: 1, deadlineMs: 5_000 });
    await tools.run("echo", "warm", { activity });
    const running = [tools.run("spin", 300, { activity })];
    // One running, four queued (QUEUED_PER_WORKER): the sixth is refused at once.
    for (let index = 0; index < 4; index++) running.push(tools.run("spin", 1, { activity }));
    const refused = await codeOf(tools.run("spin", 1, { activity }));
    expect(refused).toMatchObject({ code: "TOOL_WORKERS_BUSY" });
    const results = await Promise.all(running);
    expect(results).toHaveLength(5);
  });

  it("closes: the running task finishes, a queued one is refused as busy, no thread is left", async () => {
    const tools = open({ deadlineMs: 5_000 });
    await tools.run("echo", "warm", { activity });
    const running = codeOf(tools.run("spin", 300, { activity }));
    const queued = codeOf(tools.run("spin", 1, { activity }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await tools.close();
    expect(await running).toBe("resolved");
    expect(await queued).toMatchObject({ code: "TOOL_WORKERS_BUSY" });
    expect(tools.threadCount).toBe(0);
    pool = undefined;
  });
});
