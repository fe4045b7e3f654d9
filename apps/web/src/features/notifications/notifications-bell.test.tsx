import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationsBell } from "./notifications-bell";

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock("@/components/toast/toast-store", () => ({ toast: toastSpy }));

vi.mock("next-auth/react", () => ({
  useSession: () => ({
    status: "authenticated",
    data: { user: { id: "user-1", email: "a@example.com" }, apiToken: "token-1" },
  }),
}));

const item = (n: number, isRead = false) => ({
  notification_id: `id-${n}`,
  title: `Title ${n}`,
  message: `Message ${n}`,
  link: "/me",
  is_read: isRead,
  created_at: "2026-11-21T10:00:00.000Z",
});

type Handler = (url: URL, method: string) => { status: number; body: unknown };
let handler: Handler;
const calls: Array<{ method: string; url: URL }> = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? "GET";
      calls.push({ method, url });
      const { status, body } = handler(url, method);
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ok = (body: unknown) => ({ status: 200, body });
const down = { status: 500, body: { code: "INTERNAL", message: "Down" } };

describe("NotificationsBell", () => {
  it("shows the unread count, then a page of the panel with the ids in the query", async () => {
    handler = (url) =>
      url.pathname.endsWith("/unread-count")
        ? ok({ unread_count: 3 })
        : ok({ notifications: [item(1), item(2, true)], has_more: true, unread_count: 3 });
    render(<NotificationsBell />);
    const bell = await screen.findByRole("button", { name: "Notifications, 3 unread" });
    expect(calls[0]!.url.searchParams.get("user_id")).toBe("user-1");

    fireEvent.click(bell);
    expect(await screen.findByText("Message 1")).toBeTruthy();
    const list = calls.find((call) => call.url.pathname === "/api/notifications")!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({
      page: "1",
      page_size: "5",
      user_id: "user-1",
    });
    expect(screen.getByRole("button", { name: "Load More" })).toBeTruthy();
    const [unread, read] = screen.getAllByTestId("notification");
    expect(unread!.dataset.read).toBe("false");
    expect(read!.dataset.read).toBe("true");
    expect(screen.getAllByRole("link")[0]!.getAttribute("target")).toBe("_blank");
  });

  // GETs are retried with backoff (lib/api/request.ts) before they fail: about 1.4 s.
  it("a failed fetch is only logged: no badge, no error text", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    handler = () => down;
    render(<NotificationsBell />);
    await waitFor(
      () =>
        expect(log.mock.calls.some((args) => args[0] === "Failed to fetch notifications")).toBe(
          true,
        ),
      { timeout: 5000 },
    );
    const bell = screen.getByRole("button", { name: "Notifications" });
    fireEvent.click(bell);
    await waitFor(
      () =>
        expect(
          log.mock.calls.filter((args) => args[0] === "Failed to fetch notifications"),
        ).toHaveLength(2),
      { timeout: 5000 },
    );
    expect(screen.queryByTestId("notifications-unread")).toBeNull();
    expect(document.body.textContent).not.toMatch(/fail|error/i);
  });

  it("a failed delete puts the item back and is only logged", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    handler = (url, method) => {
      if (method === "DELETE") return down;
      if (url.pathname.endsWith("/unread-count")) return ok({ unread_count: 2 });
      return ok({ notifications: [item(1), item(2)], has_more: false, unread_count: 2 });
    };
    render(<NotificationsBell />);
    fireEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    await screen.findByText("Message 1");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete notification: Title 1" }));
    });
    expect(screen.queryByText("Message 1")).toBeNull();
    await waitFor(() => expect(screen.queryByText("Message 1")).not.toBeNull(), {
      timeout: 5000,
    });
    expect(screen.getAllByTestId("notification")[0]!.textContent).toContain("Message 1");
    expect(log.mock.calls.some((args) => args[0] === "Failed to delete the notification")).toBe(
      true,
    );
    const del = calls.find((call) => call.method === "DELETE")!;
    expect(Object.fromEntries(del.url.searchParams)).toEqual({
      notification_id: "id-1",
      user_id: "user-1",
    });
  });

  it("'No notifications' when the list is empty", async () => {
    handler = (url) =>
      url.pathname.endsWith("/unread-count")
        ? ok({ unread_count: 0 })
        : ok({ notifications: [], has_more: false, unread_count: 0 });
    render(<NotificationsBell />);
    fireEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
  });
});
