// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  downloadProgress,
  fileNameFromDisposition,
  parseContentLength,
  progressText,
  readWithProgress,
} from "./download-progress";

describe("download progress (API-MSC-04)", () => {
  it.each([
    ["2400000", 2_400_000],
    [" 180000 ", 180_000],
    ["0", 0],
    [null, null],
    ["", null],
    ["12abc", null],
    ["-5", null],
  ])("Content-Length %j is %j", (header, expected) => {
    expect(parseContentLength(header)).toBe(expected);
  });

  it("computes whole percents, capped at 100", () => {
    expect(downloadProgress(0, 1000)).toEqual({ received: 0, total: 1000, percent: 0 });
    expect(downloadProgress(333, 1000).percent).toBe(33);
    expect(downloadProgress(999, 1000).percent).toBe(99);
    expect(downloadProgress(1000, 1000).percent).toBe(100);
    expect(downloadProgress(1500, 1000).percent).toBe(100);
  });

  it("is indeterminate without a size", () => {
    expect(downloadProgress(500, null)).toEqual({ received: 500, total: null, percent: null });
    expect(downloadProgress(500, 0).percent).toBeNull();
    expect(progressText(downloadProgress(350_000, null))).toBe("350 KB received");
    expect(progressText(downloadProgress(1_200_000, 2_400_000))).toBe("1.2 MB of 2.4 MB (50%)");
  });

  it("reads every chunk in order and reports progress after each", async () => {
    const chunks = [new Uint8Array(400), new Uint8Array(0), new Uint8Array(600)];
    let index = 0;
    const reader = {
      read: async () =>
        index < chunks.length
          ? { done: false, value: chunks[index++] }
          : { done: true, value: undefined },
    };
    const seen: (number | null)[] = [];
    const result = await readWithProgress(reader, 1000, (p) => seen.push(p.percent));
    expect(result.map((c) => c.byteLength)).toEqual([400, 0, 600]);
    expect(seen).toEqual([0, 40, 40, 100]);
  });

  it("passes a stream error on", async () => {
    const reader = { read: async () => Promise.reject(new Error("reset")) };
    await expect(readWithProgress(reader, 10, () => {})).rejects.toThrow("reset");
  });

  it("reads the file name of Content-Disposition", () => {
    expect(fileNameFromDisposition('attachment; filename="kdp-launch-checklist.pdf"')).toBe(
      "kdp-launch-checklist.pdf",
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''caf%C3%A9.pdf")).toBe("café.pdf");
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
