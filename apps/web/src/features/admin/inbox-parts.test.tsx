import type { MessageView } from "@inkforge/domain/admin/contract";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterSignUps, ReplyForm } from "./inbox-parts";

const state = vi.hoisted(() => ({
  calls: [] as Array<{ method: string; path: string; body: unknown }>,
}));
vi.mock("./console-session", async (original) => {
  const api = async (method: string, path: string, options?: { body?: unknown }) => {
    state.calls.push({ method, path, body: options?.body });
    return { ok: true, data: method === "GET" ? { items: [], total: 0 } : {} };
  };
  return {
    ...(await original<typeof import("./console-session")>()),
    useConsoleApi: () => api,
    useConsoleSession: () => ({ session: { role: "admin", token: "t" } }),
  };
});

const message = { id: "m-1", name: "Ada", email: "ada@example.com" } as MessageView;
const posts = () => state.calls.filter((call) => call.method === "POST");

beforeEach(() => {
  state.calls = [];
});
afterEach(cleanup);

describe("ReplyForm", () => {
  const onDone = vi.fn();
  async function open() {
    render(<ReplyForm message={message} onDone={onDone} />);
    await userEvent.click(screen.getByRole("button", { name: "Reply" }));
    return screen.getByLabelText("Reply to ada@example.com");
  }

  it.each(["", "   "])("refuses the reply %j, naming it, and mails nothing", async (typed) => {
    const text = await open();
    if (typed) await userEvent.type(text, typed);
    await userEvent.click(screen.getByRole("button", { name: "Send reply" }));
    const said = await screen.findByText("Reply is required.");
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(text.getAttribute("aria-describedby")).toBe(said.id);
    expect(posts()).toEqual([]);
  });

  it("sends the reply, keeping the message open when unticked", async () => {
    const text = await open();
    await userEvent.type(text, "Thanks, fixed.");
    await userEvent.click(screen.getByLabelText("Close the message"));
    await userEvent.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts()).toEqual([
      {
        method: "POST",
        path: "/api/admin/messages/m-1/reply",
        body: { text: "Thanks, fixed.", close: false },
      },
    ]);
  });
});

describe("NewsletterSignUps search", () => {
  it("refuses a search longer than 200 characters and searches for trimmed words", async () => {
    render(<NewsletterSignUps />);
    await waitFor(() => expect(state.calls).toHaveLength(1));
    const box = screen.getByLabelText("Email contains");
    await userEvent.click(box);
    await userEvent.paste("a".repeat(201));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Email contains must be at most 200 characters.")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(state.calls).toHaveLength(1);

    await userEvent.clear(box);
    await userEvent.type(box, " example.org ");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(state.calls).toHaveLength(2));
    expect(new URLSearchParams(state.calls[1]?.path.split("?")[1]).get("q")).toBe("example.org");
  });
});
