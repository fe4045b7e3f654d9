import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TimeChart } from "./time-chart-drawing";

afterEach(cleanup);

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

describe("TimeChart", () => {
  it("draws a band's typical line and puts low, typical, high and the day's events in its table", () => {
    render(
      <TimeChart
        id="sales"
        title="Estimated sales per day"
        band={[
          { t: day("2026-11-20"), low: 1, typical: 2, high: 4 },
          { t: day("2026-11-21"), low: 2, typical: 3, high: 6 },
        ]}
        markers={[{ t: day("2026-11-21"), label: "Price cut" }]}
        start={day("2026-11-20")}
        end={day("2026-11-21")}
        format={String}
      />,
    );
    expect(
      screen.getByRole("img", {
        name: "Estimated sales per day 2 points from 20 Nov to 21 Nov: first 2, last 3, lowest 2, highest 3. 1 events marked.",
      }),
    ).toBeTruthy();
    const figure = screen.getByTestId("chart-sales");
    expect(figure.querySelector("svg path:last-of-type")?.getAttribute("d")).toMatch(
      /^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+$/,
    );
    const table = within(figure).getByRole("table", { name: "Estimated sales per day" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["DayLowTypicalHighEvents", "20 Nov 2026124", "21 Nov 2026236Price cut"]);
  });

  it("says so when the period has no data", () => {
    render(<TimeChart id="price" title="Price" start={0} end={1} />);
    expect(screen.getByTestId("chart-price").textContent).toContain("No data in this period.");
    expect(screen.queryByRole("img")).toBeNull();
  });
});
