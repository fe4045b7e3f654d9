import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RatesForm } from "./my-books";

const state = vi.hoisted(() => ({ sent: [] as unknown[] }));
vi.mock("./use-my-books", () => ({
  useSaveRates: () => ({
    mutate: (rates: unknown) => state.sent.push(rates),
    isPending: false,
    isError: false,
  }),
}));

const month = new Date().toISOString().slice(0, 7);

describe("RatesForm", () => {
  beforeEach(() => {
    state.sent = [];
    render(<RatesForm />);
  });
  afterEach(cleanup);

  it.each([
    ["Units per euro", "abc", "Units per euro must be a number."],
    ["Units per euro", "0", "Units per euro must be more than 0."],
    ["USD per page", "12", "USD per page is too high."],
  ])("refuses %s %j, naming it, and saves nothing", async (label, typed, said) => {
    const input = screen.getByLabelText(label);
    await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole("button", { name: "Save rates" }));
    const message = await screen.findByText(said);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(message.id);
    expect(state.sent).toEqual([]);
  });

  it("saves this month's exchange rate and the KENP rate", async () => {
    await userEvent.selectOptions(screen.getByRole("combobox"), "GBP");
    await userEvent.type(screen.getByLabelText("Units per euro"), "0.86");
    await userEvent.type(screen.getByLabelText("USD per page"), "0.0045");
    await userEvent.click(screen.getByRole("button", { name: "Save rates" }));
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0]).toEqual({
      exchange: [{ currency: "GBP", month, perEur: 0.86 }],
      kenp: [{ marketplace: "amazon.com", month, perPage: 0.0045 }],
    });
  });
});
