import { SURVEY_SDK } from "@inkforge/domain/constants";

export const SURVEY_LOAD_FAILED = "Failed to load Formbricks app SDK";
export const SURVEY_LOAD_TIMED_OUT = `Timed out loading Formbricks app SDK after ${SURVEY_SDK.timeoutMs} ms`;

export type SurveySdk = {
  setup?: (options: { environmentId: string; appUrl: string }) => unknown;
  init?: (options: { environmentId: string; apiHost: string }) => unknown;
};

type Environment = {
  document: Pick<Document, "createElement" | "head">;
  window: { formbricks?: SurveySdk };
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  now: () => number;
};

const browser = (): Environment => ({
  document,
  window: window as unknown as { formbricks?: SurveySdk },
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
  now: () => Date.now(),
});

/**
 * Loads the Formbricks app SDK from `{apiHost}/api/packages/app` (SURV-02), polls every 100 ms
 * until it is there, for at most 10,000 ms (SURV-03), then starts it for the environment. It
 * rejects with SURVEY_LOAD_FAILED or SURVEY_LOAD_TIMED_OUT; the caller logs and carries on (SURV-04).
 */
export function loadSurveySdk(
  options: { apiHost: string; environmentId: string },
  env: Environment = browser(),
): Promise<SurveySdk> {
  return new Promise((resolve, reject) => {
    const script = env.document.createElement("script");
    script.src = new URL("/api/packages/app", options.apiHost).toString();
    script.async = true;
    let failed = false;
    script.onerror = () => {
      failed = true;
    };
    env.document.head.appendChild(script);
    const started = env.now();
    const timer = env.setInterval(() => {
      const sdk = env.window.formbricks;
      if (sdk) {
        env.clearInterval(timer);
        if (sdk.setup)
          void sdk.setup({ environmentId: options.environmentId, appUrl: options.apiHost });
        else sdk.init?.({ environmentId: options.environmentId, apiHost: options.apiHost });
        resolve(sdk);
      } else if (failed) {
        env.clearInterval(timer);
        reject(new Error(SURVEY_LOAD_FAILED));
      } else if (env.now() - started >= SURVEY_SDK.timeoutMs) {
        env.clearInterval(timer);
        reject(new Error(SURVEY_LOAD_TIMED_OUT));
      }
    }, SURVEY_SDK.pollMs);
  });
}
