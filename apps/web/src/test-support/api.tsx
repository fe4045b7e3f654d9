import { QueryClientProvider } from "@tanstack/react-query";
import { configure, render } from "@testing-library/react";
import type * as React from "react";
import { vi } from "vitest";
import { toastStore } from "@/components/toast/toast-store";
import { createQueryClient } from "@/lib/api/query-client";

// The first answer of a file loads the domain contract (zod) on demand; on a busy 2-core machine
// that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** The toasts on screen (dismissed ones stay in the store until their exit animation ends). */
export const openToasts = () => toastStore.getState().toasts.filter((toast) => toast.open);

/*
 * Test support for components that read the API through the capability clients: the app's own
 * QueryClient (no retries, failures toasted unless shown inline), new for each render, and a fetch
 * stub that answers by "METHOD /path" like the API would, so the clients' contract parsing runs.
 */

export function renderWithQueryClient(ui: React.ReactElement) {
  const client = createQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

/** An API error body as the API's error handler writes it. */
export const apiError = (status: number, code: string, message: string) =>
  json({ name: "Error", code, message }, status);

export type StubCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (call: StubCall) => Response | Promise<Response>;

/**
 * Stubs `fetch` with `routes` ("GET /api/v1/research/quota" → handler). An unlisted route answers
 * 404. Returns the calls in order and a way to change a route mid-test.
 */
export function stubApi(routes: Record<string, Handler>) {
  const table = new Map(Object.entries(routes));
  const calls: StubCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? "GET";
      const text = typeof init?.body === "string" ? init.body : undefined;
      const call = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const handler = table.get(`${method} ${url.pathname}`);
      return handler ? handler(call) : apiError(404, "NOT_FOUND", "Not found");
    }),
  );
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    route: (key: string, handler: Handler) => table.set(key, handler),
  };
}

/** A promise resolved from outside: lets a test decide which of two answers arrives first. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
