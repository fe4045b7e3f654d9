import { priceCheckInputSchema } from "@inkforge/domain/tools/price-check/price-check";
import { royaltyInputSchema } from "@inkforge/domain/tools/royalty/royalty";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetWhenUsed } from "@/lib/when-used";
import { PriceCheckTool } from "../price-check/price-check-tool";
import * as engine from "./engine";
import { computeInitialRoyalty } from "./initial-royalty";
import { RoyaltyTool } from "./royalty-tool";

vi.mock("server-only", () => ({}));
// Spies on the engine the page loads, to see when the browser computes a royalty itself.
vi.mock("./engine", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./engine")>();
  return { ...actual, computeRoyalty: vi.fn(actual.computeRoyalty) };
});
vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
// A spy: the tests assert the served run the page hands to the hook (issue 24).
const recordToolUse = vi.hoisted(() => vi.fn(async (_toolId: string, _run?: unknown) => {}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => recordToolUse,
}));

describe("RoyaltyTool", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/tools/KDP-Royalty-Calculator?pages=333&listPrice=15");
  });
  afterEach(cleanup);

  it("reads the URL, recomputes as the user types and writes the values back", async () => {
    render(<RoyaltyTool />);
    expect(screen.getByText("Loading the calculator…")).toBeTruthy();
    // kdp-facts worked check: 333 pages at $15 pays $4.00.
    await waitFor(() => expect(screen.getByTestId("royalty-amount").textContent).toBe("$4.00"));

    const price = screen.getByLabelText("List price");
    await userEvent.clear(price);
    await userEvent.type(price, "9.98");
    // $5.00 to print: KDP's minimum is $9.99, so $9.98 is refused and the old $4.00 goes away.
    expect(await screen.findByTestId("royalty-refused")).toHaveProperty(
      "textContent",
      expect.stringMatching(/^No royalty: List price must be at least USD 9\.99/),
    );
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("royalty-amount")).toBeNull();
    await userEvent.type(price, "{Backspace}9");
    await waitFor(() => expect(screen.getByTestId("royalty-amount").textContent).toBe("$0.99"));
    expect(window.location.search).toContain("listPrice=9.99");
  });

  it("replaces a trim the new format does not offer", async () => {
    window.history.replaceState(
      null,
      "",
      "/tools/KDP-Royalty-Calculator?pages=333&listPrice=15&trim=5x8",
    );
    render(<RoyaltyTool />);
    await userEvent.selectOptions(screen.getByLabelText("Format"), "hardcover");
    await waitFor(() =>
      expect((screen.getByLabelText("Trim size") as HTMLSelectElement).value).toBe("6x9"),
    );
    // Hardcover 6×9, 333 pages: 5.65 + 333 × 0.012 = $9.65, so at least $16.09 (9.65 ÷ 60%).
    expect(await screen.findByTestId("royalty-refused")).toHaveProperty(
      "textContent",
      expect.stringMatching(/at least USD 16\.09 for this hardcover/),
    );
    const price = screen.getByLabelText("List price");
    await userEvent.clear(price);
    await userEvent.type(price, "20");
    // 0.6 × 20 − 9.65.
    await waitFor(() => expect(screen.getByTestId("royalty-amount").textContent).toBe("$2.35"));
  });

  it("names the field in its message and clears the old royalty", async () => {
    render(<RoyaltyTool />);
    await waitFor(() => expect(screen.getByTestId("royalty-amount").textContent).toBe("$4.00"));
    const pages = screen.getByLabelText("Pages");
    await userEvent.clear(pages);
    await userEvent.type(pages, "900");
    expect(await screen.findByText(/Pages must be between 24 and 828/)).toBeTruthy();
    // Issue 24: no figure for other inputs stays on screen.
    expect(screen.queryByTestId("royalty-amount")).toBeNull();
  });

  it("hands the server the same calculation to run on copy, in the route's body shape", async () => {
    recordToolUse.mockClear();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    render(<RoyaltyTool />);
    await waitFor(() => expect(screen.getByTestId("royalty-amount").textContent).toBe("$4.00"));
    await userEvent.click(screen.getByRole("button", { name: "Copy royalty" }));
    await waitFor(() => expect(recordToolUse).toHaveBeenCalledTimes(1));
    const [toolId, run] = recordToolUse.mock.lastCall as [
      string,
      { method: string; path: string; body: unknown },
    ];
    expect(toolId).toBe("royalty-calculator");
    expect(run).toMatchObject({ method: "POST", path: "/api/tools/royalty" });
    expect(run.body).toMatchObject({ pages: 333, listPrice: 15 });
    expect(royaltyInputSchema.safeParse(JSON.parse(JSON.stringify(run.body))).success).toBe(true);
  });
});

describe("computeInitialRoyalty (the server's first answer)", () => {
  it.each([
    // kdp-facts worked check: 333 pages at $15 pays $4.00. The defaults, 200 pages at $12.99:
    // 0.6 × 12.99 − (1.00 + 200 × 0.012) = $4.39.
    [{ pages: "333", listPrice: "15" }, "$4.00"],
    [{}, "$4.39"],
    // Repeated query keys: the first wins, as URLSearchParams.get reads it in the browser.
    [{ pages: ["333", "20"], listPrice: "15" }, "$4.00"],
  ])("computes the royalty and the marketplace table for %j", (query, amount) => {
    const initial = computeInitialRoyalty(query);
    expect(initial && `$${initial.result.royalty.toFixed(2)}`).toBe(amount);
    expect(initial?.rows.length).toBeGreaterThan(5);
  });

  it.each([
    [{ pages: "9000" }],
    [{ listPrice: "abc" }],
    [{ listPrice: "1" }],
    // Choices the page replaces as it loads (a trim hardcovers lack, a store without print):
    // an answer for the URL's values would stand beside the replaced ones until the page is used.
    [{ format: "hardcover", trim: "5x8" }],
    [{ marketplace: "amazon.com.br" }],
  ])("is null for values the form refuses: %j", (query) => {
    expect(computeInitialRoyalty(query)).toBeNull();
  });
});

describe("RoyaltyTool with the server's answer", () => {
  beforeEach(() => {
    // Each test is a new page that nobody has used yet.
    resetWhenUsed();
    window.history.replaceState(null, "", "/tools/KDP-Royalty-Calculator?pages=333&listPrice=15");
  });
  afterEach(cleanup);

  it("shows it in the first render and computes nothing until the page is used", async () => {
    const initial = computeInitialRoyalty({ pages: "333", listPrice: "15" });
    vi.mocked(engine.computeRoyalty).mockClear();
    render(<RoyaltyTool initial={initial} />);
    expect(screen.getByTestId("royalty-amount").textContent).toBe("$4.00");
    expect(screen.getByRole("table")).toBeTruthy();
    expect(screen.queryByText("Loading the calculator…")).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("form", { name: "Royalty calculator" }).dataset.ready).toBe("true"),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(engine.computeRoyalty).not.toHaveBeenCalled();
    // The first change brings the engine and its answer.
    const price = screen.getByLabelText("List price");
    await userEvent.clear(price);
    await userEvent.type(price, "20");
    // 0.6 × 20 − 5.00 (333 pages, 6 × 9, black on white).
    await waitFor(() => expect(screen.getByTestId("royalty-amount").textContent).toBe("$7.00"));
    expect(engine.computeRoyalty).toHaveBeenCalled();
  });

  it("records the use on copy before the engine has loaded", async () => {
    recordToolUse.mockClear();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    render(<RoyaltyTool initial={computeInitialRoyalty({ pages: "333", listPrice: "15" })} />);
    screen.getByRole("button", { name: "Copy royalty" }).click();
    await waitFor(() => expect(recordToolUse).toHaveBeenCalledTimes(1));
    const [, run] = recordToolUse.mock.lastCall as [string, { body: unknown }];
    expect(run.body).toMatchObject({ pages: 333, listPrice: 15 });
  });
});

describe("PriceCheckTool", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/kdp-price-checker?pages=300&plannedPrice=8.99");
  });
  afterEach(cleanup);

  it("shows the minimum per marketplace and flags the planned price with its fix", async () => {
    render(<PriceCheckTool />);
    // The checker's engine arrives after the first paint (decision 0054).
    expect(await screen.findByTestId("minimum-amazon.com")).toHaveProperty("textContent", "$9.20");
    expect(screen.getByTestId("price-flags").textContent).toMatch(
      /Raise the list price to at least USD 9\.20/,
    );
    expect(screen.queryByTestId("planned-royalty")).toBeNull();
    const planned = screen.getByLabelText("Planned price (USD, optional)");
    await userEvent.clear(planned);
    await userEvent.type(planned, "9.99");
    // 0.6 × 9.99 − 4.60 = $1.39 at 60%.
    await waitFor(() =>
      expect(screen.getByTestId("planned-royalty").textContent).toMatch(/\$1\.39 per sale \(60%\)/),
    );
  });

  it("hands the server the same check to run on copy, in the route's body shape", async () => {
    recordToolUse.mockClear();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    render(<PriceCheckTool />);
    await userEvent.click(await screen.findByRole("button", { name: "Copy price check" }));
    await waitFor(() => expect(recordToolUse).toHaveBeenCalledTimes(1));
    const [toolId, run] = recordToolUse.mock.lastCall as [
      string,
      { method: string; path: string; body: unknown },
    ];
    expect(toolId).toBe("price-checker");
    expect(run).toMatchObject({ method: "POST", path: "/api/tools/price-check" });
    expect(run.body).toMatchObject({ format: "paperback", pages: 300, plannedPrice: 8.99 });
    // As JSON, the way fetch sends it, the route's schema accepts it.
    expect(priceCheckInputSchema.safeParse(JSON.parse(JSON.stringify(run.body))).success).toBe(
      true,
    );
  });
});
