import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExtensionSignIn } from "./extension-sign-in";

const api = vi.fn();
vi.mock("@/lib/api/use-account-api", () => ({ useAccountApi: () => api }));
vi.mock("next-auth/react", () => ({ useSession: () => ({ status: "authenticated" }) }));

afterEach(() => {
  cleanup();
  api.mockReset();
  delete document.documentElement.dataset.inkforgeExtension;
});

describe("the extension sign-in page", () => {
  it("without the extension, says to install it and asks for no code", () => {
    render(<ExtensionSignIn name="Ada" />);
    expect(screen.getByText(/can't see the Inkforge extension/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it("hands the one-time code to the extension's bridge on this page, then shows the answer", async () => {
    document.documentElement.dataset.inkforgeExtension = "installed";
    api.mockResolvedValue({ ok: true, status: 201, data: { code: "c0de", expiresAt: "x" } });
    const posted: unknown[] = [];
    const listener = (event: MessageEvent) => posted.push(event.data);
    window.addEventListener("message", listener);
    render(<ExtensionSignIn name="Ada" />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in the extension" }));
    // The contract loads with the click, so the call follows it a moment later.
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        "POST",
        "/api/v1/extension/sign-in-codes",
        expect.anything(),
      ),
    );
    await vi.waitFor(() =>
      expect(posted).toContainEqual({ source: "inkforge-extension-sign-in", code: "c0de" }),
    );
    // As the browser delivers the bridge's answer (jsdom's postMessage sets no source).
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { source: "inkforge-extension", signedIn: true, message: null },
        source: window,
        origin: window.location.origin,
      }),
    );
    expect((await screen.findByRole("status")).textContent).toMatch(/signed in as Ada/);
    window.removeEventListener("message", listener);
  }, 20_000);
});
