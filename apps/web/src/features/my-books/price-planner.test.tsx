import type { PlanRowContract } from "@inkforge/domain/my-books/contract";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PricePlanner } from "./my-books";

const row = (marketplace: PlanRowContract["marketplace"]): PlanRowContract => ({
  projectId: "6f1c2a9e-0000-4000-8000-000000000001",
  title: "Moon Journal",
  format: "paperback",
  marketplace,
  label: "Amazon",
  currency: "USD",
  listPrice: 9.99,
  royalty: 2.1,
  rate: 0.6,
  status: "fifty-percent-band",
  minimumListPrice: 5.5,
  maximumListPrice: 250,
  betterBandFrom: null,
  printingCost: 3.9,
  suggestedPrice: 9.99,
  suggestedRoyalty: 2.1,
});

const state = vi.hoisted(() => ({ saved: [] as unknown[] }));
vi.mock("./use-my-books", () => ({
  usePricePlan: () => ({ data: [row("amazon.com"), row("amazon.de")], isError: false }),
  useSavePrices: () => ({
    mutate: (body: unknown) => state.saved.push(body),
    isPending: false,
    isError: false,
  }),
  useExportPlan: () => async () => null,
}));

describe("PricePlanner", () => {
  beforeEach(() => {
    state.saved = [];
    render(<PricePlanner />);
  });
  afterEach(cleanup);

  const box = (store: string) => screen.getByLabelText(`New price for Moon Journal on ${store}`);

  it.each([
    ["abc", "Type a price like 9.99"],
    ["-5", "A price must be more than 0"],
    ["99999999", "A price can be at most 100,000"],
    ["0.001", "Use at most two decimals"],
  ])("says what is wrong with %j under its box and saves nothing", async (typed, said) => {
    await userEvent.type(box("amazon.com"), typed);
    await userEvent.type(box("amazon.de"), "12.99");
    expect(box("amazon.com").getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(box("amazon.com").getAttribute("aria-describedby") ?? "")
        ?.textContent,
    ).toBe(said);
    expect(screen.getByRole("alert").textContent).toBe(
      "Nothing is saved until the price marked below is fixed.",
    );
    expect(screen.getByRole("button", { name: /^Save/ }).hasAttribute("disabled")).toBe(true);
  });

  it("saves every valid new price, a European comma included", async () => {
    await userEvent.type(box("amazon.com"), "12.99");
    await userEvent.type(box("amazon.de"), "11,49");
    await userEvent.click(screen.getByRole("button", { name: "Save 2 prices" }));
    expect(state.saved).toEqual([
      {
        prices: [
          { projectId: row("amazon.com").projectId, marketplace: "amazon.com", listPrice: 12.99 },
          { projectId: row("amazon.com").projectId, marketplace: "amazon.de", listPrice: 11.49 },
        ],
      },
    ]);
  });
});
