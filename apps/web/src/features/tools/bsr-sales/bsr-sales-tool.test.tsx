import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BsrSalesTool } from "./bsr-sales-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => async () => {},
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
});
