import { describe, expect, it } from "vitest";
import { findGutterBand, POINTS_PER_INCH } from "../../kdp/interior-rules";
import { elementBounds, isBoxInside, type LineElement } from "../interior/elements";
import { validateLayout } from "../interior/validate-layout";
import { easterSunday, longDate } from "./calendar";
import { HOLIDAY_COUNTRIES, HOLIDAY_DATA, holidaysInYear } from "./holidays";
import {
  LOW_CONTENT_TEMPLATES,
  LowContentRequestError,
  layoutLowContentBook,
  lowContentRequestSchema,
  planLowContentBook,
} from "./low-content-book";
import { drawPageDesign, PAGE_DESIGNS } from "./page-designs";

const box = { x: 50, y: 60, width: 300, height: 500 };

describe("page designs", () => {
  it.each(PAGE_DESIGNS)("%s keeps its ink inside the box it is given", (design) => {
    const elements = drawPageDesign(design, box);
    expect(elements.length).toBeGreaterThan(0);
    for (const element of elements) expect(isBoxInside(elementBounds(element), box)).toBe(true);
  });

  it.each([
    ["lined-college", 9 / 32],
    ["lined-wide", 11 / 32],
  ] as const)("%s rules lines %s in apart", (design, inches) => {
    const lines = drawPageDesign(design, box) as LineElement[];
    const gaps = lines.slice(1).map((line, index) => line.y1 - (lines[index] as LineElement).y1);
    for (const gap of gaps) expect(gap).toBeCloseTo(inches * POINTS_PER_INCH, 6);
    expect(lines.length).toBe(Math.floor(box.height / (inches * POINTS_PER_INCH)));
  });

  it("storyboard panels each have two caption lines under them", () => {
    const elements = drawPageDesign("storyboard", { x: 0, y: 0, width: 468, height: 648 });
    const panels = elements.filter((element) => element.kind === "rect");
    const lines = elements.filter((element) => element.kind === "line");
    expect(panels.length).toBeGreaterThanOrEqual(4);
    expect(lines).toHaveLength(panels.length * 2);
  });

  it("handwriting rows are a solid top line, a dashed midline and a solid baseline", () => {
    const elements = drawPageDesign("handwriting", box) as LineElement[];
    const rowHeight = 0.75 * POINTS_PER_INCH;
    const first = elements[0] as LineElement;
    const mid = elements.filter((line) => Math.abs(line.y1 - (first.y1 + rowHeight / 2)) < 1e-6);
    expect(mid.length).toBeGreaterThan(10);
    expect(mid.every((line) => line.x2 - line.x1 <= 5 + 1e-9)).toBe(true);
    expect(elements.some((line) => Math.abs(line.y1 - (first.y1 + rowHeight)) < 1e-6)).toBe(true);
  });
});

describe("holidays", () => {
  it.each([
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2028, "2028-04-16"],
    [2019, "2019-04-21"],
    [2038, "2038-04-25"],
  ])("Easter %i is %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it.each([
    ["US", 2027, "2027-01-18", "Martin Luther King Jr. Day"],
    ["US", 2027, "2027-07-05", "Independence Day (observed)"],
    ["US", 2027, "2027-11-25", "Thanksgiving Day"],
    ["US", 2027, "2027-12-24", "Christmas Day (observed)"],
    ["US", 2027, "2027-12-31", "New Year's Day (observed)"],
    ["US", 2026, "2026-05-25", "Memorial Day"],
    ["UK", 2027, "2027-03-26", "Good Friday"],
    ["UK", 2027, "2027-05-31", "Spring bank holiday"],
    ["UK", 2027, "2027-12-27", "Christmas Day (observed)"],
    ["UK", 2027, "2027-12-28", "Boxing Day (observed)"],
    ["UK", 2026, "2026-12-28", "Boxing Day (observed)"],
    ["DE", 2027, "2027-05-06", "Christi Himmelfahrt"],
    ["DE", 2027, "2027-05-17", "Pfingstmontag"],
    ["DE", 2028, "2028-10-03", "Tag der Deutschen Einheit"],
    ["FR", 2028, "2028-06-05", "Lundi de Pentecôte"],
    ["FR", 2027, "2027-07-14", "Fête nationale"],
    ["CA", 2027, "2027-05-24", "Victoria Day"],
    ["CA", 2026, "2026-05-18", "Victoria Day"],
    ["CA", 2027, "2027-10-11", "Thanksgiving"],
    ["AU", 2027, "2027-01-26", "Australia Day"],
    ["AU", 2027, "2027-04-25", "Anzac Day"],
    ["AU", 2028, "2028-01-26", "Australia Day"],
  ] as const)("%s %i: %s is %s", (country, year, date, name) => {
    const found = holidaysInYear(country, year).filter((holiday) => holiday.date === date);
    expect(found.map((holiday) => holiday.name)).toContain(name);
  });

  it.each(HOLIDAY_COUNTRIES)("%s names its source and lists holidays for 2026–2028", (country) => {
    expect(HOLIDAY_DATA[country].source.url).toMatch(/^https:\/\//);
    for (const year of [2026, 2027, 2028]) {
      const holidays = holidaysInYear(country, year);
      expect(holidays.length).toBeGreaterThanOrEqual(7);
      expect(holidays.every((holiday) => holiday.date.startsWith(String(year)))).toBe(true);
    }
  });

  it("refuses a year its data does not cover", () => {
    expect(() => holidaysInYear("US", 2031)).toThrow(/2026–2028/);
  });
});

describe("low-content books", () => {
  const base = { title: "My Journal", author: "Ada Inkwell" };

  it("a 6 × 9 120-page lined journal is one call", () => {
    const book = layoutLowContentBook({ ...base, template: "notebook" }, { year: 2026 });
    expect(book.trim).toBe("6x9");
    expect(book.pages).toHaveLength(120);
    expect(book.margins.insideIn).toBeCloseTo((findGutterBand(120)?.insideIn ?? 0) + 0.125, 6);
    expect(validateLayout(book)).toEqual({ ok: true, violations: [] });
    const lined = book.pages[10]?.elements.filter((element) => element.kind === "line") ?? [];
    expect(lined.length).toBeGreaterThan(20);
  });

  it("an 8.5 × 11 dated planner for 2027 has a page for each of 365 days and the US holidays", () => {
    const book = layoutLowContentBook(
      { ...base, template: "daily-planner", year: 2027 },
      { year: 2026 },
    );
    expect(book.trim).toBe("8.5x11");
    const days = book.pages.filter((page) => page.role === "content");
    const dividers = book.pages.filter((page) => page.role === "divider");
    expect(days).toHaveLength(365);
    expect(dividers).toHaveLength(12);
    // 2 front pages, 12 dividers, 365 days, one blank to an even count: the 301–500 gutter band.
    expect(book.pages).toHaveLength(380);
    expect(book.margins.insideIn).toBeCloseTo(0.625 + 0.125, 6);
    expect(validateLayout(book)).toEqual({ ok: true, violations: [] });
    const texts = (page: (typeof book.pages)[number]) =>
      page.elements.flatMap((element) => (element.kind === "text" ? [element.text] : []));
    const july4 = days.find((page) => texts(page).includes(longDate("2027-07-04")));
    expect(july4 && texts(july4)).toContain("Independence Day");
    const july5 = days.find((page) => texts(page).includes(longDate("2027-07-05")));
    expect(july5 && texts(july5)).toContain("Independence Day (observed)");
  });

  it.each([
    ["amazon.co.uk", "Boxing Day (observed)"],
    ["amazon.de", "2. Weihnachtstag"],
  ] as const)("a weekly planner on %s prints %s", (marketplace, name) => {
    const book = layoutLowContentBook(
      { ...base, template: "weekly-planner", year: 2027, marketplace },
      { year: 2026 },
    );
    expect(validateLayout(book).ok).toBe(true);
    const all = book.pages.flatMap((page) =>
      page.elements.flatMap((element) => (element.kind === "text" ? [element.text] : [])),
    );
    expect(all.some((text) => text.includes(name))).toBe(true);
  });

  it.each([
    ["amazon.com.au", "Australia: National public holidays (states add their own)"],
    ["amazon.de", "Deutschland: Bundesweite gesetzliche Feiertage"],
    ["amazon.com", "United States: Federal holidays (5 U.S.C. 6103)"],
  ] as const)("a planner on %s says whose holidays it prints: %s", (marketplace, line) => {
    const book = layoutLowContentBook(
      { ...base, template: "daily-planner", year: 2027, marketplace },
      { year: 2026 },
    );
    const january = book.pages.find((page) => page.role === "divider");
    expect(january?.elements.some((e) => e.kind === "text" && e.text === line)).toBe(true);
  });

  it.each(LOW_CONTENT_TEMPLATES)("the %s template lays out a book KDP accepts", (template) => {
    const book = layoutLowContentBook({ ...base, template, year: 2028 }, { year: 2026 });
    const result = validateLayout(book);
    expect(result.violations).toEqual([]);
    expect(book.pages.length % 2).toBe(0);
    expect(book.pages[0]?.role).toBe("title");
  });

  it.each([
    ["reading-log", "Favourite quote", "Notes", 3],
    ["gratitude-journal", "The best part of today", "Tomorrow I look forward to", 3],
    ["gratitude-journal", "Tomorrow I look forward to", "Affirmation", 2],
  ] as const)("a %s page: between %s and %s, %i writing lines", (template, from, to, count) => {
    const book = layoutLowContentBook({ ...base, template }, { year: 2026 });
    const elements = book.pages[2]?.elements ?? [];
    const baseline = (text: string) => {
      const found = elements.find((element) => element.kind === "text" && element.text === text);
      return found?.kind === "text" ? found.baseline : Number.NaN;
    };
    // Rules from the first heading's baseline up to the next heading's cap line.
    const rules = elements.filter(
      (element) =>
        element.kind === "line" && element.y1 > baseline(from) && element.y1 < baseline(to) - 11,
    );
    expect(rules).toHaveLength(count);
  });

  it.each([
    [24, 0.375],
    [150, 0.375],
    [152, 0.5],
    [302, 0.625],
  ])("a %i-page notebook gets KDP's %s in gutter", (pages, gutter) => {
    const book = layoutLowContentBook({ ...base, template: "notebook", pages }, { year: 2026 });
    expect(book.pages).toHaveLength(pages);
    expect(book.margins.insideIn).toBeCloseTo(gutter + 0.125, 6);
    expect(validateLayout(book).ok).toBe(true);
  });

  it.each(["dot-grid", "graph", "handwriting", "sketch", "storyboard", "music-staff"] as const)(
    "a %s notebook with section dividers passes",
    (design) => {
      const book = layoutLowContentBook(
        { ...base, template: "notebook", design, pages: 60, sections: ["Ideas", "Drafts"] },
        { year: 2026 },
      );
      expect(book.pages.filter((page) => page.role === "divider")).toHaveLength(2);
      expect(validateLayout(book).violations).toEqual([]);
    },
  );

  it.each([
    [{ template: "daily-planner" }, "year"],
    [{ template: "notebook", pages: 24, sections: Array(12).fill("S") }, "sections"],
    [{ template: "daily-planner", year: 2027, binding: "hardcover", paper: "groundwood" }, "paper"],
  ] as const)("refuses %j naming the field %s", (input, field) => {
    const request = lowContentRequestSchema.parse({ ...base, ...input });
    try {
      planLowContentBook(request, { year: 2026 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LowContentRequestError);
      expect((error as LowContentRequestError).field).toBe(field);
    }
  });

  it.each([
    [{ template: "daily-planner", year: 2031 }, "year"],
    [{ template: "notebook", pages: 10 }, "pages"],
    [{ template: "brochure" }, "template"],
  ])("the schema refuses %j at %s", (input, field) => {
    const parsed = lowContentRequestSchema.safeParse({ ...base, ...input });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path[0]).toBe(field);
  });
});
