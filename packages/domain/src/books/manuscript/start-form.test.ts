import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { startManuscriptFormSchema } from "./start-form";

describe("startManuscriptFormSchema", () => {
  it.each([
    ["The Lighthouse", "The Lighthouse"],
    ["  The Lighthouse ", "The Lighthouse"],
    ["t", "t"],
    ["t".repeat(200), "t".repeat(200)],
    // Trimmed before the length is counted: the spaces are not part of the title.
    [` ${"t".repeat(200)} `, "t".repeat(200)],
  ])("reads %j as %j", (title, read) => {
    expect(z.parse(startManuscriptFormSchema, { title })).toEqual({ title: read });
  });

  it.each([
    ["", "Title is required"],
    ["   ", "Title is required"],
    ["t".repeat(201), "Title must be at most 200 characters"],
    [undefined, "Title is required"],
  ])("refuses %j on the title", (title, said) => {
    const result = z.safeParse(startManuscriptFormSchema, { title });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["title"], said],
    ]);
  });
});
