import { act, cleanup, render } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccountApi } from "./use-account-api";

type SessionState = { status: string; data?: { apiToken: string } | null };
const session = vi.hoisted(() => ({ value: { status: "loading" } as SessionState }));
const update = vi.hoisted(() => vi.fn());
vi.mock("next-auth/react", () => ({ useSession: () => ({ ...session.value, update }) }));

/** What a profile section does: load its data once the caller is there. */
function Loader() {
  const api = useAccountApi();
  useEffect(() => {
    void api("GET", "/api/v1/account/extension-sessions");
  }, [api]);
  return null;
}

const sent: Array<string | null> = [];
beforeEach(() => {
  sent.length = 0;
  update.mockClear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get("authorization"));
      return new Response(JSON.stringify({ sessions: [] }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

describe("useAccountApi", () => {
  it("holds a call made before the session is read, then sends it once, with the token", async () => {
    session.value = { status: "loading" };
    const { rerender } = render(<Loader />);
    await settle();
    expect(sent).toEqual([]);

    session.value = { status: "authenticated", data: { apiToken: "token-1" } };
    rerender(<Loader />);
    await settle();
    expect(sent).toEqual(["Bearer token-1"]);
    expect(update).not.toHaveBeenCalled();
  });

  it("sends at once, without a token, when the session is known to be signed out", async () => {
    session.value = { status: "unauthenticated", data: null };
    render(<Loader />);
    await settle();
    expect(sent).toEqual([null]);
  });

  it("loads again with the new token after a sign-in on the page", async () => {
    session.value = { status: "authenticated", data: { apiToken: "token-1" } };
    const { rerender } = render(<Loader />);
    await settle();
    session.value = { status: "authenticated", data: { apiToken: "token-2" } };
    rerender(<Loader />);
    await settle();
    expect(sent).toEqual(["Bearer token-1", "Bearer token-2"]);
  });
});
