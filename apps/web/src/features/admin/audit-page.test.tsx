import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuditPage } from "./audit-page";

const state = vi.hoisted(() => ({ gets: [] as string[] }));
vi.mock("./console-session", () => {
  const api = async (_method: string, path: string) => {
    state.gets.push(path);
    return { ok: true, data: { items: [], total: 0 } };
  };
  return { useConsoleApi: () => api, useConsoleSession: () => ({ session: { token: "t" } }) };
});

const searched = () => state.gets.filter((path) => path !== state.gets[0]);

describe("AuditPage filters", () => {
  beforeEach(async () => {
    state.gets = [];
    render(<AuditPage />);
    await waitFor(() => expect(state.gets).toHaveLength(1));
  });
  afterEach(cleanup);

  it("refuses a too-long 'Who', naming the field, and searches nothing", async () => {
    const who = screen.getByLabelText("Who (email or id)");
    await userEvent.click(who);
    await userEvent.paste("a".repeat(255));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    const message = await screen.findByText("Who must be at most 254 characters.");
    expect(who.getAttribute("aria-invalid")).toBe("true");
    expect(who.getAttribute("aria-describedby")).toBe(message.id);
    expect(searched()).toEqual([]);
  });

  it("searches with the filters, 'To' inclusive", async () => {
    await userEvent.type(screen.getByLabelText("Who (email or id)"), " ada@example.com ");
    await userEvent.selectOptions(screen.getByLabelText("What"), "staff.grant");
    await userEvent.type(screen.getByLabelText("To (inclusive)"), "2026-02-28");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(searched()).toHaveLength(1));
    const query = new URLSearchParams(searched()[0]?.split("?")[1]);
    expect(query.get("actor")).toBe("ada@example.com");
    expect(query.get("action")).toBe("staff.grant");
    expect(query.get("to")).toBe("2026-03-01T00:00:00.000Z");
    expect(query.get("offset")).toBe("0");
  });
});
