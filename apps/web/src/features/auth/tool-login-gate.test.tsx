import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOGIN_DIALOG_TEXT } from "./login-dialog";
import { loginDialog } from "./login-dialog-store";
import { ToolLoginGate } from "./tool-login-gate";

const session = vi.hoisted(() => ({
  value: { status: "unauthenticated", data: null } as { status: string; data: unknown },
}));
vi.mock("next-auth/react", () => ({ useSession: () => session.value }));

afterEach(() => {
  cleanup();
  act(() => loginDialog.close());
});

describe("ToolLoginGate", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/titans-keyword-tracker?market=uk");
  });

  it("signed out: no dialog until the tool is used, then the prompt with the return path", async () => {
    session.value = { status: "unauthenticated", data: null };
    render(<ToolLoginGate toolName="Keyword Tracker" />);
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Use Keyword Tracker" }));
    // The dialog's code is loaded on first use.
    const dialog = await screen.findByRole("dialog", { name: "Keyword Tracker" });
    expect(dialog.textContent).toContain(LOGIN_DIALOG_TEXT);
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe(
      "/login?next=%2Ftitans-keyword-tracker%3Fmarket%3Duk",
    );
  });

  it("closing hides the dialog (LOGIN-07)", async () => {
    session.value = { status: "unauthenticated", data: null };
    render(<ToolLoginGate toolName="Keyword Tracker" />);
    fireEvent.click(screen.getByRole("button", { name: "Use Keyword Tracker" }));
    fireEvent.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("clicking Login hides the dialog (LOGIN-08)", async () => {
    session.value = { status: "unauthenticated", data: null };
    render(<ToolLoginGate toolName="Keyword Tracker" />);
    fireEvent.click(screen.getByRole("button", { name: "Use Keyword Tracker" }));
    await screen.findByRole("dialog");
    // jsdom cannot navigate; stop the link's default action after React has handled the click.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    fireEvent.click(screen.getByRole("link", { name: "Login" }));
    expect(loginDialog.getState().open).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("signed in: the tool area, and no prompt (LOGIN-09)", () => {
    session.value = {
      status: "authenticated",
      data: { apiToken: "t", user: { id: "u1", email: "a@b.c" }, expires: "" },
    };
    render(<ToolLoginGate toolName="Keyword Tracker">tool body</ToolLoginGate>);
    expect(
      screen.getByText("Signed in — your work on this tool is saved to your account"),
    ).toBeTruthy();
    expect(screen.getByText("tool body")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Use Keyword Tracker" })).toBeNull();
  });

  it("signed in on a tool that keeps work in the browser: says so, not 'saved to your account'", () => {
    session.value = {
      status: "authenticated",
      data: { apiToken: "t", user: { id: "u1", email: "a@b.c" }, expires: "" },
    };
    render(
      <ToolLoginGate toolName="Book Cover Designer" savedTo="browser">
        designer
      </ToolLoginGate>,
    );
    expect(
      screen.getByText(
        "Signed in — your work on this tool is kept in this browser; save a file to keep a copy",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/saved to your account/)).toBeNull();
  });

  it("a revoked session counts as signed out", () => {
    session.value = { status: "authenticated", data: { error: "RevokedToken", expires: "" } };
    render(<ToolLoginGate toolName="Keyword Tracker" />);
    expect(screen.getByRole("button", { name: "Use Keyword Tracker" })).toBeTruthy();
  });
});
