import { PRINT_MINIMUMS } from "../../kdp/interior-rules";
import type { Box, Element } from "../interior/elements";
import { placeText } from "../interior/elements";
import { fitLine } from "../interior/layout-book";
import { type BookPagePlan, dividerPage, type PageContext } from "../interior/page-book";
import {
  addDays,
  datesOfYear,
  daysInMonth,
  type IsoDate,
  isoDate,
  longDate,
  MONTH_NAMES,
  mondayOf,
  parseIsoDate,
  weekdayOf,
} from "./calendar";
import {
  checklist,
  type Drawn,
  field,
  fieldRow,
  heading,
  lines,
  ratingCircles,
  table,
} from "./draw";
import { HOLIDAY_DATA, type HolidayCountry, holidayIndex } from "./holidays";
import { drawPageDesign, line, type PageDesign } from "./page-designs";

/*
 * The niche templates of low-content books (decision 0101): each returns the pages of its body,
 * drawn with the same form pieces and ruled designs, for layoutPageBook to frame with the title
 * page, gutter and folios. Dated planners take the year and a holiday country as data.
 */

const STROKE: number = PRINT_MINIMUMS.lineWeightPt;
const WRITE_SPACING = 22;

function page(section: string, draw: (context: PageContext) => Element[]): BookPagePlan {
  return { role: "content", section, draw };
}

/** Stack pieces from the top of the content box. */
function stack(
  content: Box,
  pieces: readonly ((top: number) => Drawn)[],
  gap = 6,
): { elements: Element[]; bottom: number } {
  const elements: Element[] = [];
  let top = content.y;
  for (const piece of pieces) {
    const drawn = piece(top);
    elements.push(...drawn.elements);
    top = drawn.bottom + gap;
  }
  return { elements, bottom: top };
}

const rest = (content: Box, top: number): number => content.y + content.height - top;

export function notebookPages(
  design: PageDesign,
  count: number,
  section = "Notes",
): BookPagePlan[] {
  return Array.from({ length: count }, () =>
    page(section, ({ content }) => drawPageDesign(design, content)),
  );
}

export function gratitudePages(count: number): BookPagePlan[] {
  return Array.from({ length: count }, () =>
    page("Gratitude", ({ content, type }) => {
      const size = type.body;
      const top = stack(content, [
        (t) => field("Date", { ...content, width: content.width * 0.6 }, t, size),
        (t) => heading("Today I am grateful for", content, t, size * 1.3),
        (t) => numberedLines(content, t, 3, WRITE_SPACING, size),
        (t) => heading("The best part of today", content, t, size * 1.3),
        (t) => lines(content, t, WRITE_SPACING * 3.5, WRITE_SPACING),
        (t) => heading("Tomorrow I look forward to", content, t, size * 1.3),
        (t) => lines(content, t, WRITE_SPACING * 2.5, WRITE_SPACING),
        (t) => heading("Affirmation", content, t, size * 1.3),
      ]);
      return [
        ...top.elements,
        ...lines(content, top.bottom, rest(content, top.bottom), WRITE_SPACING).elements,
      ];
    }),
  );
}

function numberedLines(
  box: Box,
  top: number,
  count: number,
  spacing: number,
  sizePt: number,
): Drawn {
  const elements: Element[] = [];
  for (let index = 0; index < count; index += 1) {
    const baseline = top + (index + 1) * spacing;
    const label = placeText(`${index + 1}.`, "regular", sizePt, {
      x: box.x,
      width: box.width,
      top: baseline - sizePt,
    });
    elements.push(label, line(box.x + 16, baseline, box.x + box.width - STROKE, baseline));
  }
  return { elements, bottom: top + count * spacing + 4 };
}

/** One month per page: habits down the side, the month's days across. */
export function habitTrackerPages(months: number): BookPagePlan[] {
  return Array.from({ length: months }, () =>
    page("Habit tracker", ({ content, type }) => {
      const head = stack(content, [
        (t) => heading("Habit tracker", content, t, type.heading),
        (t) => fieldRow(["Month", "Goal"], content, t, type.body),
      ]);
      const nameWidth = Math.min(content.width * 0.28, 110);
      const cell = (content.width - nameWidth - STROKE * 2) / 31;
      const rows = Math.floor((rest(content, head.bottom) - cell) / cell);
      const gridX = content.x + nameWidth;
      const elements: Element[] = [...head.elements];
      elements.push({
        kind: "grid",
        x: gridX,
        y: head.bottom,
        rows: 1,
        cols: 31,
        cellSize: cell,
        cells: Array.from({ length: 31 }, (_, index) => String(index + 1)),
        font: "regular",
        sizePt: PRINT_MINIMUMS.fontSizePt,
        strokePt: STROKE,
      });
      elements.push({
        kind: "grid",
        x: gridX,
        y: head.bottom + cell,
        rows,
        cols: 31,
        cellSize: cell,
        cells: Array.from({ length: rows * 31 }, () => ""),
        font: "regular",
        sizePt: PRINT_MINIMUMS.fontSizePt,
        strokePt: STROKE,
      });
      for (let row = 0; row <= rows; row += 1) {
        const y = head.bottom + cell * (row + 1);
        elements.push(line(content.x + STROKE, y, gridX, y));
      }
      return elements;
    }),
  );
}

export function readingLogPages(count: number): BookPagePlan[] {
  return Array.from({ length: count }, () =>
    page("Reading log", ({ content, type }) => {
      const size = type.body;
      const top = stack(content, [
        (t) => field("Title", content, t, size),
        (t) => field("Author", content, t, size),
        (t) => fieldRow(["Started", "Finished"], content, t, size),
        (t) => fieldRow(["Genre", "Pages"], content, t, size),
        (t) => ratingCircles("Rating", content, t, size),
        (t) => heading("Favourite quote", content, t, size * 1.3),
        (t) => lines(content, t, WRITE_SPACING * 3.5, WRITE_SPACING),
        (t) => heading("Notes", content, t, size * 1.3),
      ]);
      return [
        ...top.elements,
        ...lines(content, top.bottom, rest(content, top.bottom), WRITE_SPACING).elements,
      ];
    }),
  );
}

export function recipePages(count: number): BookPagePlan[] {
  return Array.from({ length: count }, () =>
    page("Recipes", ({ content, type }) => {
      const size = type.body;
      const top = stack(content, [
        (t) => field("Recipe", content, t, size),
        (t) => fieldRow(["Serves", "Prep", "Cook"], content, t, size),
        (t) => heading("Ingredients", content, t, size * 1.3),
        (t) => checklist(content, t, 8, WRITE_SPACING),
        (t) => heading("Method", content, t, size * 1.3),
      ]);
      return [
        ...top.elements,
        ...lines(content, top.bottom, rest(content, top.bottom), WRITE_SPACING).elements,
      ];
    }),
  );
}

/** A–Z sections, each letter's pages holding entry blocks of website, user name and password. */
export function passwordPages(count: number): BookPagePlan[] {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
  const base = Math.max(1, Math.floor(count / letters.length));
  const extra = Math.max(0, count - base * letters.length);
  const pagesFor = (index: number) => base + (index < extra ? 1 : 0);
  return letters.flatMap((letter, letterIndex) =>
    Array.from({ length: pagesFor(letterIndex) }, (_, index) =>
      page(letter, ({ content, type }) => {
        const size = type.body;
        const elements: Element[] = [];
        const head = heading(
          index === 0 ? letter : `${letter} (continued)`,
          content,
          content.y,
          type.heading,
        );
        elements.push(...head.elements);
        const entryHeight = size * 2.2 * 5 + 10;
        let top = head.bottom + 4;
        while (top + entryHeight <= content.y + content.height) {
          const entry = stack(
            { ...content, y: top },
            ["Website", "User name", "Password", "Notes"].map(
              (label) => (t: number) => field(label, content, t, size),
            ),
            0,
          );
          elements.push(...entry.elements);
          top += entryHeight;
          if (top <= content.y + content.height) {
            elements.push(
              line(
                content.x + STROKE,
                top - 6,
                content.x + content.width - STROKE,
                top - 6,
                STROKE * 2,
              ),
            );
          }
        }
        return elements;
      }),
    ),
  );
}

export function workoutPages(count: number): BookPagePlan[] {
  return Array.from({ length: count }, () =>
    page("Workouts", ({ content, type }) => {
      const size = type.body;
      const top = stack(content, [
        (t) => fieldRow(["Date", "Workout"], content, t, size),
        (t) =>
          table(
            [
              { title: "Exercise", weight: 4 },
              { title: "Sets", weight: 1 },
              { title: "Reps", weight: 1 },
              { title: "Weight", weight: 1.5 },
            ],
            content,
            t,
            12,
            WRITE_SPACING,
            size,
          ),
        (t) => fieldRow(["Cardio", "Minutes"], content, t, size),
        (t) => heading("Notes", content, t, size * 1.3),
      ]);
      return [
        ...top.elements,
        ...lines(content, top.bottom, rest(content, top.bottom), WRITE_SPACING).elements,
      ];
    }),
  );
}

/** Two pages a month: income and bills, then spending and savings. */
export function budgetPages(months: number): BookPagePlan[] {
  return Array.from({ length: months }, () => [
    page("Budget", ({ content, type }) => {
      const size = type.body;
      return stack(content, [
        (t) => heading("Monthly budget", content, t, type.heading),
        (t) => field("Month", { ...content, width: content.width * 0.6 }, t, size),
        (t) =>
          table(
            [
              { title: "Income", weight: 3 },
              { title: "Amount", weight: 1 },
            ],
            content,
            t,
            5,
            WRITE_SPACING,
            size,
          ),
        (t) =>
          table(
            [
              { title: "Bill", weight: 3 },
              { title: "Due", weight: 1 },
              { title: "Amount", weight: 1 },
              { title: "Paid", weight: 0.7 },
            ],
            content,
            t,
            Math.max(
              3,
              Math.floor((content.y + content.height - t - size * 3) / WRITE_SPACING) - 1,
            ),
            WRITE_SPACING,
            size,
          ),
      ]).elements;
    }),
    page("Budget", ({ content, type }) => {
      const size = type.body;
      return stack(content, [
        (t) =>
          table(
            [
              { title: "Category", weight: 3 },
              { title: "Budget", weight: 1 },
              { title: "Actual", weight: 1 },
            ],
            content,
            t,
            12,
            WRITE_SPACING,
            size,
          ),
        (t) => fieldRow(["Saved", "Total spent"], content, t, size),
        (t) => heading("Notes", content, t, size * 1.3),
        (t) => lines(content, t, Math.max(0, rest(content, t)), WRITE_SPACING),
      ]).elements;
    }),
  ]).flat();
}

/** A month's calendar as a grid: weekday initials, then the days from Monday. */
function monthGrid(
  year: number,
  month: number,
  box: Box,
  top: number,
  holidays: Map<IsoDate, string[]>,
): Drawn {
  const first = isoDate(year, month, 1);
  const lead = (weekdayOf(first) + 6) % 7;
  const days = daysInMonth(year, month);
  const weeks = Math.ceil((lead + days) / 7);
  const cell = Math.min(box.width / 7, 40);
  const cells = ["M", "T", "W", "T", "F", "S", "S"];
  const fills: number[] = Array.from({ length: 7 * (weeks + 1) }, () => 0);
  for (let index = 0; index < 7 * weeks; index += 1) {
    const day = index - lead + 1;
    cells.push(day >= 1 && day <= days ? String(day) : "");
    if (day >= 1 && day <= days && holidays.has(isoDate(year, month, day))) fills[7 + index] = 0.15;
  }
  const x = box.x + (box.width - 7 * cell) / 2;
  return {
    elements: [
      {
        kind: "grid",
        x,
        y: top,
        rows: weeks + 1,
        cols: 7,
        cellSize: cell,
        cells,
        font: "regular",
        sizePt: Math.max(PRINT_MINIMUMS.fontSizePt, Math.floor(cell * 0.4)),
        strokePt: STROKE,
        fills,
      },
    ],
    bottom: top + cell * (weeks + 1),
  };
}

export type PlannerOptions = { year: number; country: HolidayCountry | null };

function monthDivider(
  year: number,
  month: number,
  holidays: Map<IsoDate, string[]>,
  country: HolidayCountry | null,
): BookPagePlan {
  const title = `${MONTH_NAMES[month - 1]} ${year}`;
  return {
    role: "divider",
    section: title,
    draw: ({ content, type }) => {
      const elements: Element[] = [];
      const head = heading(title, content, content.y, type.heading * 1.3);
      elements.push(...head.elements);
      const grid = monthGrid(year, month, content, head.bottom + 8, holidays);
      elements.push(...grid.elements);
      let top = grid.bottom + 16;
      const inMonth = [...holidays.entries()].filter(
        ([date]) => parseIsoDate(date).month === month,
      );
      if (country && inMonth.length > 0) {
        elements.push(
          fitLine(
            `${HOLIDAY_DATA[country].name}: ${HOLIDAY_DATA[country].scope}`,
            "bold",
            type.body,
            content,
            top,
            "left",
          ),
        );
        top += type.body * 1.6;
        for (const [date, names] of inMonth) {
          elements.push(
            fitLine(
              `${parseIsoDate(date).day} — ${names.join(", ")}`,
              "regular",
              type.body,
              content,
              top,
              "left",
            ),
          );
          top += type.body * 1.5;
        }
        top += 8;
      }
      elements.push(...heading("Goals", content, top, type.body * 1.3).elements);
      top += type.body * 1.3 * 1.5;
      elements.push(...lines(content, top, rest(content, top), WRITE_SPACING).elements);
      return elements;
    },
  };
}

function dayPage(date: IsoDate | null, holidayNames: readonly string[]): BookPagePlan {
  return page(
    date ? (MONTH_NAMES[parseIsoDate(date).month - 1] as string) : "Daily",
    ({ content, type }) => {
      const elements: Element[] = [];
      let top = content.y;
      if (date) {
        elements.push(...heading(longDate(date), content, top, type.heading).elements);
        top += type.heading * 1.5;
        if (holidayNames.length > 0) {
          elements.push(fitLine(holidayNames.join(" · "), "bold", type.body, content, top, "left"));
        }
        top += type.body * 1.8;
      } else {
        top = field("Date", { ...content, width: content.width * 0.6 }, top, type.body).bottom + 6;
      }
      const left: Box = { ...content, width: content.width * 0.58 };
      const right: Box = {
        ...content,
        x: content.x + content.width * 0.62,
        width: content.width * 0.38,
      };
      elements.push(...heading("Schedule", left, top, type.body * 1.2).elements);
      elements.push(...heading("To do", right, top, type.body * 1.2).elements);
      const bodyTop = top + type.body * 1.2 * 1.6;
      const hours = 15;
      const slot = Math.min((content.y + content.height - bodyTop) / hours, 34);
      for (let index = 0; index < hours; index += 1) {
        const y = bodyTop + (index + 1) * slot;
        const hour = 6 + index;
        elements.push(
          placeText(`${hour}:00`, "regular", Math.max(PRINT_MINIMUMS.fontSizePt, type.body - 2), {
            x: left.x,
            width: 30,
            top: y - slot * 0.6,
          }),
        );
        elements.push(line(left.x + 34, y, left.x + left.width - STROKE, y));
      }
      const todo = checklist(right, bodyTop, 8, Math.min(slot, WRITE_SPACING));
      elements.push(...todo.elements);
      const notesTop = todo.bottom + 8;
      elements.push(...heading("Notes", right, notesTop, type.body * 1.2).elements);
      const linesTop = notesTop + type.body * 1.2 * 1.5;
      elements.push(
        ...lines(right, linesTop, Math.max(0, rest(content, linesTop)), WRITE_SPACING).elements,
      );
      return elements;
    },
  );
}

/** A dated daily planner: a divider with the month's calendar and holidays, then a page a day. */
export function dailyPlannerPages({ year, country }: PlannerOptions): BookPagePlan[] {
  const holidays = country ? holidayIndex(country, year) : new Map<IsoDate, string[]>();
  const pages: BookPagePlan[] = [];
  for (const date of datesOfYear(year)) {
    const { month, day } = parseIsoDate(date);
    if (day === 1) pages.push(monthDivider(year, month, holidays, country));
    pages.push(dayPage(date, holidays.get(date) ?? []));
  }
  return pages;
}

export function undatedPlannerPages(days: number): BookPagePlan[] {
  return Array.from({ length: days }, () => dayPage(null, []));
}

/** A dated weekly planner: month dividers, then one page per week from the Monday of 1 January. */
export function weeklyPlannerPages({ year, country }: PlannerOptions): BookPagePlan[] {
  const holidays = country ? holidayIndex(country, year) : new Map<IsoDate, string[]>();
  const pages: BookPagePlan[] = [];
  let monday = mondayOf(`${year}-01-01`);
  let lastMonth = 0;
  while (parseIsoDate(monday).year <= year) {
    const week = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
    for (const date of week) {
      const { year: y, month, day } = parseIsoDate(date);
      if (y === year && day === 1 && month !== lastMonth) {
        pages.push(monthDivider(year, month, holidays, country));
        lastMonth = month;
      }
    }
    pages.push(weekPage(week, holidays));
    monday = addDays(monday, 7);
    if (parseIsoDate(monday).year > year) break;
  }
  return pages;
}

function weekPage(week: readonly IsoDate[], holidays: Map<IsoDate, string[]>): BookPagePlan {
  const first = week[0] as IsoDate;
  const last = week[6] as IsoDate;
  return page(MONTH_NAMES[parseIsoDate(first).month - 1] as string, ({ content, type }) => {
    const elements: Element[] = [];
    const a = parseIsoDate(first);
    const b = parseIsoDate(last);
    const title = `${a.day} ${MONTH_NAMES[a.month - 1]} – ${b.day} ${MONTH_NAMES[b.month - 1]} ${b.year}`;
    elements.push(...heading(title, content, content.y, type.heading).elements);
    const top = content.y + type.heading * 1.6;
    const boxHeight = (content.y + content.height - top) / 7;
    week.forEach((date, index) => {
      const y = top + index * boxHeight;
      const names = holidays.get(date) ?? [];
      const label = `${longDate(date).split(" ").slice(0, 2).join(" ")}${names.length ? ` · ${names.join(", ")}` : ""}`;
      elements.push(
        line(content.x + STROKE, y, content.x + content.width - STROKE, y, STROKE * 1.5),
      );
      elements.push(fitLine(label, "bold", type.body, content, y + 3, "left"));
      const linesTop = y + type.body * 1.6;
      elements.push(...lines(content, linesTop, boxHeight - type.body * 1.6 - 2, 18).elements);
    });
    return elements;
  });
}

export { dividerPage };
