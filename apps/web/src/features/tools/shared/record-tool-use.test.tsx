import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiCaller } from "@/features/auth/api-call";
import type { AuthState } from "@/features/auth/use-auth";
import { postToolUse, useRecordToolUse } from "./record-tool-use";

const calls: unknown[][] = [];
const fakeCaller = (async (...args: unknown[]) => {
  calls.push(args);
  return { ok: true, status: 201, data: {} };
}) as ApiCaller;
let auth: AuthState = { status: "unauthenticated" };

vi.mock("@/features/auth/use-auth", () => ({ useAuth: () => auth }));
vi.mock("@/features/auth/use-account-api", () => ({ useAccountApi: () => fakeCaller }));

describe("recording a tool use", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("posts the user's id and the tool id to /api/usage", async () => {
    await postToolUse(fakeCaller, "user-1", "royalty-calculator");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.slice(0, 2)).toEqual(["POST", "/api/usage"]);
    expect((calls[0]?.[2] as { body: unknown }).body).toEqual({
      user_id: "user-1",
      tool_id: "royalty-calculator",
    });
  });

  it("records for a signed-in user, once per call", async () => {
    auth = {
      status: "authenticated",
      user: { id: "user-7", email: "ann@example.test" } as never,
      apiToken: "token",
    };
    const { result } = renderHook(() => useRecordToolUse());
    await result.current("bsr-sales-calculator");
    expect(calls).toHaveLength(1);
    expect((calls[0]?.[2] as { body: unknown }).body).toEqual({
      user_id: "user-7",
      tool_id: "bsr-sales-calculator",
    });
  });

  it("does nothing when signed out", async () => {
    auth = { status: "unauthenticated" };
    const { result } = renderHook(() => useRecordToolUse());
    await result.current("bsr-sales-calculator");
    expect(calls).toHaveLength(0);
  });
});
