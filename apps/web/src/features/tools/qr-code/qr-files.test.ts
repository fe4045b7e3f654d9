import { describe, expect, it } from "vitest";
import { nameQrFile } from "./qr-files";

describe("nameQrFile", () => {
  it.each<[string, number, "png" | "svg", string]>([
    ["https://example.com/bonus", 1.5, "png", "qr-example-com-bonus-1.5in.png"],
    ["HTTP://Example.com/A?b=c", 2, "svg", "qr-example-com-a-b-c-2in.svg"],
    ["Thanks for reading!", 1, "png", "qr-thanks-for-reading-1in.png"],
    ["✨✨", 1, "png", "qr-code-1in.png"],
    ["x".repeat(100), 1, "svg", `qr-${"x".repeat(40)}-1in.svg`],
  ])("%s at %s in → %s", (data, size, extension, expected) => {
    expect(nameQrFile(data, size, extension)).toBe(expected);
  });
});
