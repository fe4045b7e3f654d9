import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PeoplePage } from "./people-page";

const state = vi.hoisted(() => ({ gets: [] as string[] }));
vi.mock("./console-session", () => {
  const api = async (_method: string, path: string) => {
    state.gets.push(path);
    return { ok: true, data: { items: [], total: 0 } };
  };
  return { useConsoleApi: () => api };
});

const searched = () => state.gets.slice(1);

describe("PeoplePage search", () => {
  beforeEach(async () => {
    state.gets = [];
    render(<PeoplePage />);
    await waitFor(() => expect(state.gets).toHaveLength(1));
  });
  afterEach(cleanup);

  it("refuses a search longer than 200 characters, naming the field, and sends nothing", async () => {
    const box = screen.getByLabelText("Email, name or id");
    await userEvent.click(box);
    await userEvent.paste("a".repeat(201));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Search must be at most 200 characters.")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(searched()).toEqual([]);
  });

  it("searches for the trimmed words from the first page", async () => {
    await userEvent.type(screen.getByLabelText("Email, name or id"), "  ada  ");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(searched()).toHaveLength(1));
    const query = new URLSearchParams(searched()[0]?.split("?")[1]);
    expect(query.get("q")).toBe("ada");
    expect(query.get("offset")).toBe("0");
  });
});
