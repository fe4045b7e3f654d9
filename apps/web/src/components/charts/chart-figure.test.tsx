import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";
import { ChartFigure } from "./chart-figure";

afterEach(cleanup);

describe("ChartFigure", () => {
  it("names the picture by its title and description and puts its numbers in a table", () => {
    render(
      <ChartFigure
        title="Sales per day"
        description="From 1 Nov to 2 Nov; highest 4."
        width={100}
        height={50}
        testId="figure"
        svgTestId="picture"
        table={{
          columns: ["Day", "Sales"],
          rows: [
            { key: "1", cells: ["1 Nov", "3"] },
            { key: "2", cells: ["2 Nov", "4"] },
          ],
        }}
      >
        <rect width={10} height={10} />
      </ChartFigure>,
    );
    expect(screen.getByRole("img", { name: "Sales per day From 1 Nov to 2 Nov; highest 4." })).toBe(
      screen.getByTestId("picture"),
    );
    const figure = screen.getByTestId("figure");
    fireEvent.click(within(figure).getByText("Show data"));
    const table = within(figure).getByRole("table", { name: "Sales per day" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["DaySales", "1 Nov3", "2 Nov4"]);
    expect(within(table).getByRole("rowheader", { name: "2 Nov" })).toBeTruthy();
  });
});

describe("BarChart", () => {
  const points = [
    { label: "11-01", sales: 2, refunds: 0 },
    { label: "11-02", sales: 4, refunds: 1 },
  ];
  const series = [
    { key: "sales", label: "Sales", className: "fill-ink-500" },
    { key: "refunds", label: "Refunds", className: "fill-ember-600" },
  ] as const;

  it("draws a titled bar per non-zero value, a legend, and the table with extra columns", () => {
    const { container } = render(
      <BarChart
        points={points}
        series={series}
        label="Sales and refunds per day"
        format={(v) => `$${v}`}
        pointHeader="Day"
        extraColumns={[{ label: "Net", value: (p) => `$${p.sales - p.refunds}` }]}
        testId="bars"
      />,
    );
    expect(
      screen.getByRole("img", {
        name: "Sales and refunds per day From 11-01 to 11-02; highest $4.",
      }),
    ).toBeTruthy();
    expect([...container.querySelectorAll("rect title")].map((t) => t.textContent)).toEqual([
      "11-01: Sales $2",
      "11-02: Sales $4",
      "11-02: Refunds $1",
    ]);
    expect(container.querySelector("figcaption")?.textContent).toBe("SalesRefunds");
    expect(
      within(screen.getByRole("table"))
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["DaySalesRefundsNet", "11-01$2$0$2", "11-02$4$1$3"]);
  });

  it("takes the caller's tooltip and description, and shows no legend for one series", () => {
    const { container } = render(
      <BarChart
        points={points}
        series={[series[0]]}
        label="Sales"
        description="Two days."
        format={String}
        tooltip={(p, s) => `${p.label}: ${p[s.key]} ${s.label.toLowerCase()}`}
        pointHeader="Day"
      />,
    );
    expect(screen.getByRole("img", { name: "Sales Two days." })).toBeTruthy();
    expect(container.querySelector("rect title")?.textContent).toBe("11-01: 2 sales");
    expect(container.querySelector("figcaption")).toBeNull();
  });
});
