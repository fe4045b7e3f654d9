import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TrademarkCheckTool } from "./trademark-check-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock("@/lib/auth/use-auth", () => ({
  useAuth: () => ({ status: "authenticated", user: { id: "u1" }, apiToken: "token-1" }),
}));
const recordToolUse = vi.hoisted(() => vi.fn(async (_toolId: string, _run?: unknown) => {}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => recordToolUse,
}));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

describe("TrademarkCheckTool", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/kdp-trademark-checker");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("flags a mark with its owner, highlights it in place, and clears when fixed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ searchConfigured: false })),
    );
    render(<TrademarkCheckTool />);
    const title = screen.getByLabelText("Title");
    await userEvent.type(title, "My Barbie's Diary");

    const finding = await screen.findByTestId("trademark-finding");
    expect(finding.textContent).toMatch(/Barbie's/);
    expect(finding.textContent).toMatch(/Owner: Mattel, Inc\./);
    expect(
      screen.getByRole("heading", { name: "Title" }).nextElementSibling?.querySelector("mark")
        ?.textContent,
    ).toBe("Barbie's");
    expect(screen.getByTestId("trademark-coverage").textContent).toMatch(
      /^Only the shipped list of \d+ marks was checked: no trademark office search is configured/,
    );
    expect(screen.queryByRole("button", { name: /trademark office/ })).toBeNull();

    await userEvent.clear(title);
    await userEvent.type(title, "My Doll Diary");
    await waitFor(() => expect(screen.queryAllByTestId("trademark-finding")).toHaveLength(0));
    expect(screen.getByTestId("trademark-clear").textContent).toBe("No listed trademarks found");
    expect(screen.getByText(/A first filter, not legal advice\./)).toBeTruthy();
  });

  it("names the keyword box a mark is in", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ searchConfigured: false })),
    );
    render(<TrademarkCheckTool />);
    await userEvent.type(
      screen.getByLabelText("Keywords (one per line)"),
      "cozy mystery{enter}pokemon coloring",
    );
    expect(await screen.findByRole("heading", { name: "Keyword 2" })).toBeTruthy();
  });

  it("runs the trademark office search when the API has one, and shows its marks", async () => {
    const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      if (init?.method === "POST") {
        return json({
          findings: [
            {
              field: "title",
              text: "Zorblax",
              start: 0,
              end: 7,
              mark: "ZORBLAX",
              owner: "Zorblax Games LLC",
              classes: [9, 28],
              source: { title: "Trademark office search: ZORBLAX, serial 90000001", url: "" },
              severity: "warning",
              origin: "search",
              message: "A live registration.",
            },
          ],
          list: { marks: 190, asOf: "2026-11-27" },
          search: { status: "searched", note: "searched" },
        });
      }
      return json({ searchConfigured: true });
    });
    vi.stubGlobal("fetch", fetchMock);
    render(<TrademarkCheckTool />);
    await userEvent.type(screen.getByLabelText("Title"), "Zorblax Quest");
    const button = await screen.findByRole("button", { name: "Also search the trademark office" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);

    const finding = await screen.findByTestId("trademark-finding");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(new Headers(post?.[1]?.headers).get("authorization")).toBe("Bearer token-1");
    expect(finding.textContent).toMatch(/Zorblax Games LLC/);
    expect(finding.textContent).toMatch(/from the trademark office search/);
    expect(screen.getByTestId("trademark-coverage").textContent).toMatch(
      /and a trademark office search/,
    );

    // The search was the server's own record of this check: copying it reports no second use.
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    recordToolUse.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Copy results" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(recordToolUse).not.toHaveBeenCalled();
  });

  it("has the server run a list-only check on copy, since it never ran it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ searchConfigured: false })),
    );
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    recordToolUse.mockClear();
    render(<TrademarkCheckTool />);
    await userEvent.type(screen.getByLabelText("Title"), "My Barbie's Diary");
    await screen.findByTestId("trademark-finding");
    await userEvent.click(screen.getByRole("button", { name: "Copy results" }));
    await waitFor(() =>
      expect(recordToolUse).toHaveBeenCalledWith("trademark-checker", {
        method: "POST",
        path: "/api/tools/trademark-check",
        body: expect.objectContaining({ title: "My Barbie's Diary" }),
      }),
    );
  });
});
