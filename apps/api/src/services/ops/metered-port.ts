import type { OpsMeterPort } from "./ops-meter";

export type MeteredPortOptions = {
  /** The integration's name on the system screen; null = count only (the offline sample). */
  integration: string | null;
  /** A daily counter each call adds one to. */
  countAs?: string;
  /** Failures that are not the integration's fault (a question it is not asked to answer). */
  ignore?: (error: unknown) => boolean;
  /** The failure as the operator reads it; adapters' messages never carry keys. */
  describe?: (error: unknown) => string;
};

/**
 * The same port with every async method reporting its outcome to the meter (decision 0136), so
 * the adapters stay unaware of the console. Non-function properties (`id`, `kind`) pass through.
 */
export function meteredPort<T extends object>(
  port: T,
  meter: OpsMeterPort,
  options: MeteredPortOptions,
): T {
  const describe =
    options.describe ?? ((error) => (error instanceof Error ? error.message : "unexpected error"));
  return new Proxy(port, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        if (options.countAs) meter.count(options.countAs);
        try {
          const answer: unknown = await value.apply(target, args);
          if (options.integration) meter.integration(options.integration, { ok: true });
          return answer;
        } catch (error) {
          if (options.integration && !options.ignore?.(error)) {
            meter.integration(options.integration, { ok: false, error: describe(error) });
          }
          throw error;
        }
      };
    },
  });
}
