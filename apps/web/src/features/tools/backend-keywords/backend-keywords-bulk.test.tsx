import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BackendKeywordsBulk } from "./backend-keywords-bulk";

const created: Blob[] = [];

beforeAll(() => {
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return `blob:test/${created.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

const upload = (text: string, name = "books.csv") =>
  fireEvent.change(screen.getByLabelText("Books CSV"), {
    target: { files: [new File([text], name, { type: "text/csv" })] },
  });

describe("BackendKeywordsBulk", () => {
  afterEach(cleanup);

  it("packs every book of the CSV and offers the boxes as a CSV download", async () => {
    render(<BackendKeywordsBulk />);
    upload("title,seed phrases\nDragon Dreams,baby dragon picture book\nSea Tales,ocean animals\n");
    const link = await screen.findByRole("link", { name: "Download the CSV" });
    expect(link.getAttribute("download")).toBe("books-backend-keywords.csv");
    expect(screen.getByText("2 books packed.")).toBeTruthy();
    const csv = await created.at(-1)?.text();
    const lines = csv?.trim().split("\r\n") ?? [];
    expect(lines[0]).toMatch(/^title,keyword box 1,.*keyword box 7,phrases covered$/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Dragon Dreams,/);
    expect(lines[1]).toContain("baby");
  });

  it("names the row and field of a bad file and offers nothing to download", async () => {
    render(<BackendKeywordsBulk />);
    upload("title,subtitle\nBook,\n,Only a subtitle\n");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Row 3, title: Enter the book's title.");
    expect(screen.queryByRole("link", { name: "Download the CSV" })).toBeNull();
  });

  it("refuses a file without a title column", async () => {
    render(<BackendKeywordsBulk />);
    upload("name\nBook\n");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("The header needs a title column."),
    );
  });
});
