import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "@/lib/auth/use-auth";
import { useMembership } from "@/lib/membership/membership-store";

const auth = vi.hoisted(() => ({ state: { status: "unauthenticated" } as AuthState }));

vi.mock("@/lib/auth/use-auth", () => ({ useAuth: () => auth.state }));
vi.mock("next/navigation", () => ({ usePathname: () => "/tools" }));
// The signed-in path asks the API; this file is about what a page does before and after that.
vi.mock("@/lib/api/raw-request", () => ({
  requestJson: async () => ({ ok: false, status: 503 }),
}));

const LEGACY_KEY = "inkforge:owned-features";

function Badge() {
  const membership = useMembership();
  return <p>{membership ? "member" : "none"}</p>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useMembership", () => {
  it("leaves sessionStorage alone for a guest: a first visit's effects do not touch it", () => {
    auth.state = { status: "unauthenticated" };
    const removeItem = vi.spyOn(Storage.prototype, "removeItem");
    render(<Badge />);
    expect(removeItem).not.toHaveBeenCalled();
  });

  it("drops an older build's cached plan when the member signs out", () => {
    auth.state = {
      status: "authenticated",
      user: { id: "member-1", name: "Ann" },
      apiToken: "token-of-a-signed-in-member-0123456789",
    };
    window.sessionStorage.setItem(LEGACY_KEY, "[]");
    const view = render(<Badge />);
    // Signed in: the page asks for the plan and removes the old cache at once.
    expect(window.sessionStorage.getItem(LEGACY_KEY)).toBeNull();
    window.sessionStorage.setItem(LEGACY_KEY, "[]");
    auth.state = { status: "unauthenticated" };
    view.rerender(<Badge />);
    expect(window.sessionStorage.getItem(LEGACY_KEY)).toBeNull();
  });
});
