// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerJobs, createLatestOnlyRunner, SUPERSEDED } from "./latest-only-runner";

type Message = { id: number; request: number };

/** A worker whose answers the test gives by hand. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: Message[] = [];
  terminated = false;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: Message) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

const square = (n: number) => Promise.resolve(n * n);
const runner = () =>
  createLatestOnlyRunner<number, number>({
    start: () => new FakeWorker() as unknown as Worker,
    fallback: square,
  });

afterEach(() => {
  FakeWorker.started = [];
  vi.unstubAllGlobals();
});

describe("createLatestOnlyRunner", () => {
  it("runs on the main thread through the fallback where there is no Worker", async () => {
    vi.stubGlobal("Worker", undefined);
    await expect(runner().run(7)).resolves.toBe(49);
    expect(FakeWorker.started).toHaveLength(0);
  });

  it("keeps one worker for requests that do not overlap", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const jobs = runner();
    const first = jobs.run(2);
    const [worker] = FakeWorker.started;
    worker?.answer({ id: 1, result: 4 });
    await expect(first).resolves.toBe(4);
    const second = jobs.run(3);
    worker?.answer({ id: 2, result: 9 });
    await expect(second).resolves.toBe(9);
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.received).toEqual([
      { id: 1, request: 2 },
      { id: 2, request: 3 },
    ]);
  });

  it("ends a running job's worker when a newer request comes, and only the newest answers", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const jobs = runner();
    const old = jobs.run(2);
    const newest = jobs.run(5);
    await expect(old).rejects.toThrow(SUPERSEDED);
    const [first, second] = FakeWorker.started;
    expect(first?.terminated).toBe(true);
    second?.answer({ id: 2, result: 25 });
    await expect(newest).resolves.toBe(25);
  });

  it("rejects with the worker's own sentence, and starts afresh after a crash", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const jobs = runner();
    const refused = jobs.run(-1);
    FakeWorker.started[0]?.answer({ id: 1, failure: "No negative sizes" });
    await expect(refused).rejects.toThrow("No negative sizes");
    const crashed = jobs.run(4);
    FakeWorker.started[0]?.onerror?.({ message: "" } as ErrorEvent);
    await expect(crashed).rejects.toThrow("The job failed");
    expect(FakeWorker.started[0]?.terminated).toBe(true);
    const after = jobs.run(4);
    expect(FakeWorker.started).toHaveLength(2);
    FakeWorker.started[1]?.answer({ id: 3, result: 16 });
    await expect(after).resolves.toBe(16);
  });
});

describe("answerJobs", () => {
  it("answers each message with its id, and a thrown error as its message", () => {
    const sent: unknown[] = [];
    const scope = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage: (m: unknown) => sent.push(m),
    };
    vi.stubGlobal("self", scope);
    answerJobs((n: number) => {
      if (n < 0) throw new Error("No negative sizes");
      return n * 2;
    });
    scope.onmessage?.({ data: { id: 1, request: 21 } } as MessageEvent);
    scope.onmessage?.({ data: { id: 2, request: -1 } } as MessageEvent);
    expect(sent).toEqual([
      { id: 1, result: 42 },
      { id: 2, failure: "No negative sizes" },
    ]);
  });
});
