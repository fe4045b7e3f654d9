// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readQueryValues, writeQueryValues } from "@/lib/forms/query-values";

const defaults = { format: "ebook", listPrice: "4.99", pages: "" };

describe("readQueryValues", () => {
  it("takes the query's values for the form's keys only", () => {
    const query = new URLSearchParams("listPrice=9.99&utm_source=x");
    expect(readQueryValues(query, defaults)).toEqual({ ...defaults, listPrice: "9.99" });
  });

  it("keeps a bad value as typed, for the schema to report", () => {
    expect(readQueryValues(new URLSearchParams("listPrice=abc"), defaults).listPrice).toBe("abc");
  });
});

describe("writeQueryValues", () => {
  it("writes changed values, drops defaults and empties, keeps foreign keys", () => {
    const query = new URLSearchParams("utm_source=x&format=paperback");
    const next = writeQueryValues(
      query,
      { format: "ebook", listPrice: "2.99", pages: "" },
      defaults,
    );
    expect(next.toString()).toBe("utm_source=x&listPrice=2.99");
  });
});
