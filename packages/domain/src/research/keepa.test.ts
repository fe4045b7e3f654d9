import { describe, expect, it } from "vitest";
import {
  bindingToFormat,
  dateToKeepaTime,
  isIndependentPublisher,
  keepaCsvToHistory,
  keepaPriceToMajor,
  keepaPublicationDate,
  keepaRatingToStars,
  keepaTimeToDate,
  latestKeepaValue,
  splitKeepaAuthors,
} from "./keepa";

describe("keepaTimeToDate", () => {
  it.each([
    [0, "2011-01-01T00:00:00.000Z"],
    [1, "2011-01-01T00:01:00.000Z"],
    [60 * 24, "2011-01-02T00:00:00.000Z"],
    // 2026-11-27T00:00Z: (1795737600000 / 60000) − 21564000
    [8_364_960, "2026-11-27T00:00:00.000Z"],
  ])("%i → %s", (minutes, iso) => {
    expect(keepaTimeToDate(minutes).toISOString()).toBe(iso);
    expect(dateToKeepaTime(new Date(iso))).toBe(minutes);
  });
});

describe("keepaCsvToHistory", () => {
  it("pairs times and values, oldest first, -1 as a gap", () => {
    expect(keepaCsvToHistory([0, 1999, 60, -1, 120, 1499], (c) => c / 100)).toEqual([
      { at: new Date("2011-01-01T00:00:00Z"), value: 19.99 },
      { at: new Date("2011-01-01T01:00:00Z"), value: null },
      { at: new Date("2011-01-01T02:00:00Z"), value: 14.99 },
    ]);
  });

  it.each([
    ["null", null, []],
    ["an empty list", [], []],
    ["a time without its value", [0, 5, 10], [{ at: new Date("2011-01-01T00:00:00Z"), value: 5 }]],
    ["-2 (not offered)", [0, -2], [{ at: new Date("2011-01-01T00:00:00Z"), value: null }]],
  ])("%s", (_name, csv, expected) => {
    expect(keepaCsvToHistory(csv)).toEqual(expected);
  });
});

describe("latestKeepaValue", () => {
  it.each([
    [[0, 10, 5, 20], 20],
    [[0, 10, 5, -1], null],
    [[0, 10, 5], 10],
    [[], null],
    [null, null],
  ])("%j → %s", (csv, value) => {
    expect(latestKeepaValue(csv)).toBe(value);
  });
});

describe("keepaPriceToMajor", () => {
  it.each([
    [999, "USD", 9.99],
    [1250, "EUR", 12.5],
    [1480, "JPY", 1480],
    [0, "USD", 0],
    [-1, "USD", null],
    [null, "GBP", null],
  ])("%s %s → %s", (value, currency, major) => {
    expect(keepaPriceToMajor(value, currency)).toBe(major);
  });
});

describe("keepaRatingToStars", () => {
  it.each([
    [45, 4.5],
    [50, 5],
    [10, 1],
    [-1, null],
    [null, null],
  ])("%s → %s", (value, stars) => {
    expect(keepaRatingToStars(value)).toBe(stars);
  });
});

describe("keepaPublicationDate", () => {
  it.each([
    [20230415, "2023-04-15"],
    [202304, "2023-04-01"],
    [2023, "2023-01-01"],
    [20230231, null],
    [20231301, null],
    [-1, null],
    [0, null],
    [null, null],
    [123, null],
  ])("%s → %s", (value, iso) => {
    const date = keepaPublicationDate(value);
    expect(date ? date.toISOString().slice(0, 10) : null).toBe(iso);
  });
});

describe("bindingToFormat", () => {
  it.each([
    ["Kindle Edition", "kindle"],
    ["Kindle eBook", "kindle"],
    ["Format Kindle", "kindle"],
    ["Kindle版", "kindle"],
    ["Paperback", "paperback"],
    ["Mass Market Paperback", "paperback"],
    ["Taschenbuch", "paperback"],
    ["Broché", "paperback"],
    ["Copertina flessibile", "paperback"],
    ["Tapa blanda", "paperback"],
    ["Spiral-bound", "paperback"],
    ["ペーパーバック", "paperback"],
    ["Hardcover", "hardcover"],
    ["Gebundene Ausgabe", "hardcover"],
    ["Relié", "hardcover"],
    ["Copertina rigida", "hardcover"],
    ["Tapa dura", "hardcover"],
    ["Board book", "hardcover"],
    ["Gebonden", "hardcover"],
    ["Capa dura", "hardcover"],
    ["Inbunden", "hardcover"],
    ["Twarda oprawa", "hardcover"],
    ["単行本（ハードカバー）", "hardcover"],
    ["Capa comum", "paperback"],
    ["Häftad", "paperback"],
    ["Miękka oprawa", "paperback"],
    ["単行本（ソフトカバー）", "paperback"],
    ["Audible Audiobook", "audiobook"],
    ["Audio CD", "audiobook"],
    ["Hörbuch-Download", "audiobook"],
    ["Calendar", "other"],
    ["", "other"],
    [null, "other"],
  ])("%s → %s", (binding, format) => {
    expect(bindingToFormat(binding)).toBe(format);
  });
});

describe("isIndependentPublisher", () => {
  it.each([
    ["Independently published", [], true],
    ["Independently Published", [], true],
    ["CreateSpace Independent Publishing Platform", [], true],
    ["Amazon Digital Services LLC - KDP", [], true],
    ["Unabhängig publiziert", [], true],
    ["Jane Doe", ["Jane Doe"], true],
    ["Penguin Books", [], false],
    ["HarperCollins", [], false],
    ["St. Martin's Press", [], false],
    ["Simon & Schuster", [], false],
    ["Scholastic", [], false],
    ["Kodansha", [], false],
    ["Small Harbour Press", [], null],
    ["Sharper Minds Press", [], null],
    ["Harper Perennial", [], false],
    ["", [], null],
    [null, ["Jane Doe"], null],
  ] as const)("%s → %s", (publisher, authors, independent) => {
    expect(isIndependentPublisher(publisher, authors)).toBe(independent);
  });
});

describe("splitKeepaAuthors", () => {
  it.each([
    ["Jane Doe", ["Jane Doe"]],
    ["Jane Doe; John Roe", ["Jane Doe", "John Roe"]],
    ["Jane Doe & John Roe", ["Jane Doe", "John Roe"]],
    ["Ann Anderson and Bo Brand", ["Ann Anderson", "Bo Brand"]],
    ["", []],
    [null, []],
  ])("%s → %j", (author, names) => {
    expect(splitKeepaAuthors(author)).toEqual(names);
  });
});
