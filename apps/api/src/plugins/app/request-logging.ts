import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  RawRequestDefaultExpression,
} from "fastify";
import { LogController } from "fastify";
import type { Bindings, ChildLoggerOptions } from "fastify/types/logger";
import { type Logger, symbols } from "pino";
import { BatchedLogDestination } from "./log-destination";
import { redactUrl } from "./log-redaction";

/**
 * One log line per request, written when it completes, with the request's method, URL (secrets
 * redacted), client address, status and time in flat fields. Fastify's default writes two (incoming, completed),
 * which doubled the logging cost of every request: logging at `info` took the API from about 60%
 * to about 40% of a bare Fastify route (issue 16, decision 0074). A request that never completes
 * still leaves its error through the error handler. Health probes, every few seconds, are not
 * logged.
 */
export class OneLinePerRequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: (request) => request.url === "/health" });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const log = requireRequestLogger(reply.log);
    if (error) {
      log.line(
        "error",
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        "request errored",
      );
      return;
    }
    log.completed(request, reply);
  }
}

/** Fastify's default `requestIdLogLabel`, which buildApp keeps. */
const requestIdLogLabel = "reqId";

type LogLevelName = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
type LogArguments = Parameters<FastifyBaseLogger["info"]>;

/**
 * `request.log`, whose child logger (the request id bound into every line) is made only when
 * something logs through it. Fastify makes one for every request, which cost about as much as
 * the request's whole log line (decision 0075); most requests write nothing but that line, and
 * `line` writes it through the app's logger with the request id as a field, so the line is the
 * same and no child is made.
 */
export class RequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions = {}) {
    this.#parent = parent;
    this.#bindings = bindings;
    // A route with its own log level or serializers needs the real child from the start.
    if (Object.keys(options).length > 0) this.#child = parent.child(bindings, options);
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  /** One line with the request id first, then `fields`, through the child if it exists. */
  line(level: LogLevelName, fields: Record<string, unknown>, message: string): void {
    if (this.#child) {
      this.#child[level](fields, message);
      return;
    }
    // One literal key, then one spread: V8 copies that quickly, where spreading the bindings
    // object and then the fields took microseconds, more than the rest of the line.
    this.#parent[level](
      { [requestIdLogLabel]: this.#bindings[requestIdLogLabel], ...fields },
      message,
    );
  }

  /**
   * The request's completion line: method, URL (secrets redacted), status, client address and
   * time as flat fields, in pino's format, written without a child and, on a plain pino logger,
   * without pino's generic formatting (see `completionLineWriterOf`).
   */
  completed(request: FastifyRequest, reply: FastifyReply): void {
    const write = this.#child ? undefined : completionLineWriterOf(this.#parent);
    if (write) {
      write(request, reply);
      return;
    }
    this.line(
      "info",
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ip: request.ip,
        responseTime: reply.elapsedTime,
      },
      completedMessage,
    );
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#logger().fatal(...(args as LogArguments));
  }

  error(...args: unknown[]): void {
    this.#logger().error(...(args as LogArguments));
  }

  warn(...args: unknown[]): void {
    this.#logger().warn(...(args as LogArguments));
  }

  info(...args: unknown[]): void {
    this.#logger().info(...(args as LogArguments));
  }

  debug(...args: unknown[]): void {
    this.#logger().debug(...(args as LogArguments));
  }

  trace(...args: unknown[]): void {
    this.#logger().trace(...(args as LogArguments));
  }

  silent(...args: unknown[]): void {
    this.#logger().silent(...(args as LogArguments));
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

const completedMessage = "request completed";

type CompletionLineWriter = (request: FastifyRequest, reply: FastifyReply) => void;
type PinoInternals = Logger & {
  [symbols.lsCacheSym]: Record<number, string>;
  [symbols.timeSym]: () => string;
  [symbols.chindingsSym]: string;
  [symbols.endSym]: string;
  [symbols.messageKeySym]: string;
  [symbols.streamSym]: { write(line: string): unknown; [symbols.needsMetadataGsym]?: boolean };
  [symbols.formattersSym]: { log?: unknown };
  [symbols.mixinSym]?: unknown;
  [symbols.nestedKeySym]?: string | null;
};

const completionLineWriters = new WeakMap<object, CompletionLineWriter | null>();

/**
 * The completion line written straight to the logger's stream, built from pino's own pieces
 * (level prefix, time, bindings, end) with the five fields in a template: the same bytes pino
 * writes for `info({ reqId, method, url, status, ip, responseTime }, "request completed")`, which a
 * test compares, for a third of the CPU. It is the one line every request writes, and pino's
 * generic path (escaping each key, the redaction hook, a serializer lookup per field) was the
 * largest part of logging at `info` (decision 0075). A logger configured in a way the template
 * does not reproduce (a log formatter, a mixin, a nested key, a stream that wants metadata) gets
 * null, and the line goes through pino.
 */
function completionLineWriterOf(logger: FastifyBaseLogger): CompletionLineWriter | null {
  let writer = completionLineWriters.get(logger);
  if (writer !== undefined) return writer;
  const pino = logger as PinoInternals;
  const stream = pino[symbols.streamSym];
  const reproducible =
    typeof pino.isLevelEnabled === "function" &&
    typeof pino[symbols.timeSym] === "function" &&
    typeof pino[symbols.chindingsSym] === "string" &&
    stream !== undefined &&
    !stream[symbols.needsMetadataGsym] &&
    pino[symbols.formattersSym]?.log === undefined &&
    !pino[symbols.mixinSym] &&
    !pino[symbols.nestedKeySym];
  if (!reproducible) {
    completionLineWriters.set(logger, null);
    return null;
  }
  // The parts that do not change per line are read once: pino's properties are symbol-keyed on
  // a large object, and reading seven of them per request was measurable. The app's logger gets
  // no new bindings after start (setBindings is never called), so its bindings are fixed.
  const infoValue = pino.levels.values.info ?? 30;
  const head = pino[symbols.lsCacheSym][infoValue];
  const time = pino[symbols.timeSym];
  const bindings = `${pino[symbols.chindingsSym]},"${requestIdLogLabel}":`;
  const tail = `,"${pino[symbols.messageKeySym]}":"${completedMessage}"${pino[symbols.endSym]}`;
  writer = (request, reply) => {
    if (!pino.isLevelEnabled("info")) return;
    // Node's HTTP parser accepts only method tokens, so the method needs no escaping.
    stream.write(
      `${head}${time()}${bindings}${JSON.stringify(request.id)},"method":"${request.method}","url":${JSON.stringify(redactUrl(request.url))},"status":${reply.statusCode},"ip":${JSON.stringify(request.ip ?? "")},"responseTime":${finiteOrNull(reply.elapsedTime)}${tail}`,
    );
  };
  completionLineWriters.set(logger, writer);
  return writer;
}

/** JSON has no NaN or Infinity; pino writes null for them. */
function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** Fastify's `childLoggerFactory`: a RequestLogger instead of an eager child. */
export function createRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
  _request: RawRequestDefaultExpression,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}

/** The request's logger as a RequestLogger (an app built without createRequestLogger fails loudly). */
function requireRequestLogger(log: FastifyBaseLogger): RequestLogger {
  if (!(log instanceof RequestLogger)) {
    throw new Error(
      "request.log is not a RequestLogger: pass childLoggerFactory: createRequestLogger",
    );
  }
  return log;
}

/** Standard output, in batches (decision 0075). */
export function createLogDestination() {
  return new BatchedLogDestination();
}
