import { bsrSalesInputSchema } from "@inkforge/domain/tools/bsr-sales/bsr-sales";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BsrSalesTool } from "./bsr-sales-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
// A spy: each test asserts the served run the page hands to the hook (issue 24).
const recordToolUse = vi.hoisted(() => vi.fn(async (_toolId: string, _run?: unknown) => {}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => recordToolUse,
}));

/*
 * Issue 24: the monthly royalty of a $12.99 paperback used a hidden 200-page book ($4.39 a copy;
 * at 300 pages it is $3.19), and an invalid input left the old result on screen.
 */
describe("BsrSalesTool", () => {
  afterEach(cleanup);

  it("asks for the page count before a print royalty, then uses it", async () => {
    window.history.replaceState(null, "", "/tools/bsr?bsr=10000&format=paperback&listPrice=12.99");
    render(<BsrSalesTool />);
    expect(await screen.findByTestId("bsr-royalty-needs-pages")).toBeTruthy();
    expect(screen.queryByText(/a copy at/u)).toBeNull();
    expect(screen.getByTestId("bsr-daily-typical")).toBeTruthy();
    const link = screen.getAllByRole("link", { name: "royalty calculator" })[0];
    expect(link?.getAttribute("href")).toContain("listPrice=12.99");

    await userEvent.type(screen.getByLabelText("Pages"), "300");
    expect((await screen.findByText(/3\.19 USD a copy/u)).textContent).toMatch(
      /^3\.19 USD a copy at 60% for 300 pages, as the royalty calculator works it out\.$/u,
    );
    expect(screen.queryByTestId("bsr-royalty-needs-pages")).toBeNull();
  });

  it("clears the estimate when an input turns invalid", async () => {
    window.history.replaceState(null, "", "/tools/bsr?bsr=10000");
    render(<BsrSalesTool />);
    expect(await screen.findByTestId("bsr-daily-typical")).toBeTruthy();
    const rank = screen.getByLabelText("Best Seller Rank");
    await userEvent.clear(rank);
    await userEvent.type(rank, "0");
    await waitFor(() => expect(screen.queryByTestId("bsr-daily-typical")).toBeNull());
  });

  it("hands the server the same estimate to run on copy, as the route's query", async () => {
    recordToolUse.mockClear();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    window.history.replaceState(
      null,
      "",
      "/tools/bsr?bsr=2500&format=paperback&listPrice=12.99&pages=300",
    );
    render(<BsrSalesTool />);
    await userEvent.click(await screen.findByRole("button", { name: "Copy estimate" }));
    await waitFor(() => expect(recordToolUse).toHaveBeenCalledTimes(1));
    const [toolId, run] = recordToolUse.mock.calls[0] as [string, { method: string; path: string }];
    expect(toolId).toBe("bsr-sales-calculator");
    expect(run.method).toBe("GET");
    const url = new URL(run.path, "http://api.test");
    expect(url.pathname).toBe("/api/tools/bsr-sales");
    // The route's querystring schema reads it as the same book.
    const query = bsrSalesInputSchema.parse(Object.fromEntries(url.searchParams));
    expect(query).toMatchObject({
      bsr: 2500,
      format: "paperback",
      marketplace: "amazon.com",
      listPrice: 12.99,
      pages: 300,
      trim: "6x9",
    });
  });
});
