import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiCaller } from "@/lib/api/api-call";
import type { AuthState } from "@/lib/auth/use-auth";
import { postToolUse } from "./post-tool-use";
import { useRecordToolUse } from "./record-tool-use";

const calls: unknown[][] = [];
const tokens: (string | undefined)[] = [];
let status = 201;
const fakeCaller = (async (...args: unknown[]) => {
  calls.push(args);
  return status === 201
    ? { ok: true, status, data: {} }
    : {
        ok: false,
        status,
        code: "UNAUTHENTICATED",
        message: "",
        details: [],
        retryAfterSeconds: null,
      };
}) as ApiCaller;
const update = vi.fn();
let auth: AuthState = { status: "unauthenticated" };

vi.mock("@/lib/auth/use-auth", () => ({ useAuth: () => auth }));
vi.mock("next-auth/react", () => ({ useSession: () => ({ update }) }));
vi.mock("@/lib/api/browser-api", () => ({
  browserApi: (token?: string) => {
    tokens.push(token);
    return fakeCaller;
  },
}));

const bodyOf = (index: number) => (calls[index]?.[2] as { body?: unknown } | undefined)?.body;

const signIn = () => {
  auth = {
    status: "authenticated",
    user: { id: "user-7", email: "ann@example.test" } as never,
    apiToken: "token-7",
  };
};

describe("recording a tool use", () => {
  beforeEach(() => {
    calls.length = 0;
    tokens.length = 0;
    status = 201;
    update.mockClear();
  });

  it("posts the user's id and the tool id to /api/usage", async () => {
    await postToolUse(fakeCaller, "user-1", "royalty-calculator");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.slice(0, 2)).toEqual(["POST", "/api/usage"]);
    expect(bodyOf(0)).toEqual({
      user_id: "user-1",
      tool_id: "royalty-calculator",
    });
  });

  it("with a served run, calls the tool's own route (the server awards), never /api/usage", async () => {
    signIn();
    const { result } = renderHook(() => useRecordToolUse());
    await result.current("royalty-calculator", {
      method: "POST",
      path: "/api/tools/royalty",
      body: { format: "ebook" },
    });
    expect(calls.map((call) => call.slice(0, 2))).toEqual([
      ["POST", "/api/tools/royalty"],
      ["GET", "/api/usage/xp/total/user-7"],
      ["GET", "/api/usage/streak/user-7"],
    ]);
    expect(bodyOf(0)).toEqual({ format: "ebook" });
    expect(tokens).toEqual(["token-7"]);
  });

  it("records for a signed-in user with their token, once per call", async () => {
    signIn();
    const { result } = renderHook(() => useRecordToolUse());
    await result.current("bsr-sales-calculator");
    expect(calls).toHaveLength(1);
    expect(tokens).toEqual(["token-7"]);
    expect(bodyOf(0)).toEqual({
      user_id: "user-7",
      tool_id: "bsr-sales-calculator",
    });
    expect(update).not.toHaveBeenCalled();
  });

  it("asks the session to re-check a token the API refused", async () => {
    signIn();
    status = 401;
    const { result } = renderHook(() => useRecordToolUse());
    await result.current("bsr-sales-calculator");
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("does nothing when signed out", async () => {
    auth = { status: "unauthenticated" };
    const { result } = renderHook(() => useRecordToolUse());
    await result.current("bsr-sales-calculator");
    expect(calls).toHaveLength(0);
  });
});
