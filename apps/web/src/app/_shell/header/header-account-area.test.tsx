import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "@/lib/auth/use-auth";
import { HeaderAccountArea } from "./header-account-area";

const auth = vi.hoisted(() => ({ value: { status: "loading" } as AuthState }));
vi.mock("@/lib/auth/use-auth", () => ({ useAuth: () => auth.value }));

const nav = { start: [], help: [], account: [], memberships: [] };

afterEach(() => cleanup());

describe("HeaderAccountArea", () => {
  it("holds the menus' place, still, while a visitor with a session cookie is read", () => {
    auth.value = { status: "loading" };
    render(<HeaderAccountArea nav={nav} signedInHint />);
    const placeholder = screen.getByRole("status", { name: "Loading your account" });
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    // A pulse would ask for a composited frame 60 times a second while the session loads.
    const animated = [placeholder, ...placeholder.querySelectorAll("*")].filter((element) =>
      /(^|\s)(motion-safe:)?animate-/.test(element.className),
    );
    expect(animated).toEqual([]);
  });

  it("offers Login and Get Started to a visitor without a session", () => {
    auth.value = { status: "loading" };
    render(<HeaderAccountArea nav={nav} />);
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe(
      "/register",
    );
    expect(screen.queryByRole("status")).toBeNull();
  });
});
