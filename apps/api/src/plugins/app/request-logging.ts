import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  RawRequestDefaultExpression,
} from "fastify";
import { LogController } from "fastify";
import type { Bindings, ChildLoggerOptions } from "fastify/types/logger";
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
    // Flat primitive fields: pino writes them straight into the line, where nested `req`/`res`
    // objects went through serializers and a generic stringify on every request.
    log.line(
      "info",
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ip: request.ip,
        responseTime: reply.elapsedTime,
      },
      "request completed",
    );
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
