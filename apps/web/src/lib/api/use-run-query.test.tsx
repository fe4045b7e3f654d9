import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "@/lib/api/api-call";
import { createQueryClient } from "@/lib/api/query-client";
import { deferred } from "@/test-support/api";
import { useRunQuery } from "./use-run-query";

afterEach(cleanup);

const ok = (data: string): ApiResult<string> => ({ ok: true, status: 200, data });

function setup(run: (query: string) => Promise<ApiResult<string>>, onSettled = vi.fn()) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRunQuery<string, string>({ scope: ["test", "u1"], run, onSettled }), {
    wrapper,
  });
}

describe("useRunQuery", () => {
  it("shows the newest run's answer even when an older one arrives after it", async () => {
    const slow = deferred<ApiResult<string>>();
    const { result } = setup((query) => (query === "a" ? slow.promise : Promise.resolve(ok("B"))));
    act(() => result.current.start("a"));
    expect(result.current.state).toMatchObject({ kind: "loading", query: "a" });
    act(() => result.current.start("b"));
    await waitFor(() => expect(result.current.state).toMatchObject({ kind: "done", answer: "B" }));
    await act(async () => {
      slow.resolve(ok("A"));
      await slow.promise;
    });
    expect(result.current.state).toMatchObject({ kind: "done", query: "b", answer: "B" });
  });

  it("asks again on start, reuses the kept answer on show, and settles after every run", async () => {
    let count = 0;
    const onSettled = vi.fn();
    const { result } = setup(async (query) => ok(`${query}${++count}`), onSettled);
    act(() => result.current.start("a"));
    await waitFor(() => expect(result.current.state).toMatchObject({ answer: "a1" }));
    act(() => result.current.start("a"));
    await waitFor(() => expect(result.current.state).toMatchObject({ answer: "a2" }));
    act(() => result.current.start("b"));
    await waitFor(() => expect(result.current.state).toMatchObject({ answer: "b3" }));
    act(() => result.current.show("a"));
    expect(result.current.state).toMatchObject({ kind: "done", answer: "a2" });
    expect(count).toBe(3);
    expect(onSettled).toHaveBeenCalledTimes(3);
  });

  it("turns a failure into the page's failure shape", async () => {
    const { result } = setup(async () => ({
      ok: false,
      status: 502,
      code: "SERVICE_UNAVAILABLE",
      message: "Amazon did not answer",
      details: [],
      retryAfterSeconds: null,
    }));
    act(() => result.current.start("a"));
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        kind: "failed",
        query: "a",
        failure: { status: 502, message: "Amazon did not answer" },
      }),
    );
  });
});
