import { describe, expect, it, vi } from "vitest";
import {
  loadSurveySdk,
  SURVEY_LOAD_FAILED,
  SURVEY_LOAD_TIMED_OUT,
  type SurveySdk,
} from "./load-survey-sdk";

function fakeEnvironment() {
  let time = 0;
  const callbacks: (() => void)[] = [];
  const scripts: { src: string; onerror: (() => void) | null }[] = [];
  const env = {
    document: {
      createElement: () => {
        const script = { src: "", async: false, onerror: null as (() => void) | null };
        return script as unknown as HTMLScriptElement;
      },
      head: {
        appendChild: (node: unknown) =>
          scripts.push(node as { src: string; onerror: (() => void) | null }),
      },
    } as unknown as Pick<Document, "createElement" | "head">,
    window: {} as { formbricks?: SurveySdk },
    setInterval: (callback: () => void, ms: number) => {
      expect(ms).toBe(100);
      callbacks.push(callback);
      return callbacks.length;
    },
    clearInterval: (handle: unknown) => {
      callbacks[(handle as number) - 1] = () => {};
    },
    now: () => time,
  };
  const tick = (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += 100) {
      time += 100;
      for (const callback of [...callbacks]) callback();
    }
  };
  return { env, tick, scripts };
}

describe("loadSurveySdk (SURV-02, SURV-03, SURV-04)", () => {
  it("loads {apiHost}/api/packages/app and sets the SDK up once it appears", async () => {
    const { env, tick, scripts } = fakeEnvironment();
    const setup = vi.fn();
    const loading = loadSurveySdk(
      { apiHost: "https://surveys.example.com", environmentId: "env-1" },
      env,
    );
    expect(scripts[0]?.src).toBe("https://surveys.example.com/api/packages/app");
    tick(300);
    env.window.formbricks = { setup };
    tick(100);
    await expect(loading).resolves.toBe(env.window.formbricks);
    expect(setup).toHaveBeenCalledWith({
      environmentId: "env-1",
      appUrl: "https://surveys.example.com",
    });
  });

  it("rejects with the failure message when the script fails", async () => {
    const { env, tick, scripts } = fakeEnvironment();
    const loading = loadSurveySdk(
      { apiHost: "https://surveys.example.com", environmentId: "env-1" },
      env,
    );
    scripts[0]?.onerror?.();
    tick(100);
    await expect(loading).rejects.toThrow(SURVEY_LOAD_FAILED);
  });

  it("gives up after 10,000 ms of polling, not before", async () => {
    const { env, tick } = fakeEnvironment();
    let settled = false;
    const loading = loadSurveySdk(
      { apiHost: "https://surveys.example.com", environmentId: "env-1" },
      env,
    ).catch((error: Error) => {
      settled = true;
      return error;
    });
    tick(9_900);
    await Promise.resolve();
    expect(settled).toBe(false);
    tick(100);
    expect(((await loading) as Error).message).toBe(SURVEY_LOAD_TIMED_OUT);
  });
});
