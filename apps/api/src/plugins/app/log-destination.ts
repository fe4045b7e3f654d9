import { writeSync } from "node:fs";
import onExit from "on-exit-leak-free";

type LogDestinationOptions = {
  /** The file descriptor the lines go to (default: standard output). */
  fd?: number;
  /** A batch is written once it holds this many characters… */
  batchChars?: number;
  /** …or this long after its first line, so a quiet server's lines are not held back. */
  maxDelayMs?: number;
  /** How long to wait before retrying a write the descriptor refused for now (EAGAIN). */
  retryMs?: number;
  /** `fs.writeSync`; tests pass one that writes partly or refuses. */
  write?: WriteFunction;
};

type WriteFunction = {
  (fd: number, text: string): number;
  (fd: number, bytes: Buffer, offset: number): number;
};

const sleepCell = new Int32Array(new SharedArrayBuffer(4));

/**
 * The log's destination: lines are batched in memory and written with one blocking write per
 * batch (decision 0075). pino's own destination (sonic-boom) measured the byte length of the
 * whole pending batch on every line, which on this API cost more than the line's formatting; a
 * batch of strings with a character count does not. A blocking write of a few KiB to a file or
 * pipe is what Node does for standard output on Linux anyway; a full pipe is retried rather than
 * dropped. At most `maxDelayMs` of lines are lost on a SIGKILL; every other exit writes the
 * batch (pino calls `flushSync` after a fatal line, and the process's exit does too).
 */
export class BatchedLogDestination {
  readonly #fd: number;
  readonly #batchChars: number;
  readonly #maxDelayMs: number;
  readonly #retryMs: number;
  readonly #write: WriteFunction;
  #lines: string[] = [];
  #chars = 0;
  #timer: NodeJS.Timeout | undefined;
  #broken = false;

  constructor({
    fd = 1,
    batchChars = 16_384,
    maxDelayMs = 100,
    retryMs = 1,
    write = writeSync,
  }: LogDestinationOptions = {}) {
    this.#fd = fd;
    this.#batchChars = batchChars;
    this.#maxDelayMs = maxDelayMs;
    this.#retryMs = retryMs;
    this.#write = write;
    onExit.register(this, (destination) => destination.flushSync());
  }

  write(line: string): boolean {
    if (this.#broken) return true;
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= this.#batchChars) {
      this.flushSync();
    } else if (this.#timer === undefined) {
      this.#timer = setTimeout(() => this.flushSync(), this.#maxDelayMs);
      this.#timer.unref();
    }
    return true;
  }

  /** Writes the pending lines now (pino's `logger.flush()` and fatal lines, the process's exit). */
  flushSync(): void {
    if (this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    if (this.#lines.length === 0 || this.#broken) return;
    const batch = this.#lines.join("");
    this.#lines = [];
    this.#chars = 0;
    this.#writeFully(batch);
  }

  flush(callback?: (error?: Error) => void): void {
    try {
      this.flushSync();
      callback?.();
    } catch (error) {
      callback?.(error as Error);
    }
  }

  /** Stops the exit hook (for tests that make many destinations). */
  end(): void {
    this.flushSync();
    onExit.unregister(this);
  }

  #writeFully(batch: string): void {
    // The string is encoded by the write itself; only a partial write (a full pipe) needs the
    // bytes, to go on from where it stopped.
    let rest: Buffer | undefined;
    let offset = 0;
    for (;;) {
      try {
        if (rest === undefined) {
          const written = this.#write(this.#fd, batch);
          if (written === Buffer.byteLength(batch)) return;
          rest = Buffer.from(batch);
          offset = written;
        } else {
          offset += this.#write(this.#fd, rest, offset);
        }
        if (offset >= rest.length) return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EAGAIN") {
          // A non-blocking pipe that is full: wait for the reader rather than lose lines.
          Atomics.wait(sleepCell, 0, 0, this.#retryMs);
          continue;
        }
        if (code === "EPIPE") {
          // The reader is gone: there is nowhere left to log to, and the API must keep serving.
          this.#broken = true;
          return;
        }
        throw error;
      }
    }
  }
}
