import jsQR from "jsqr";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { contrastRatio, relativeLuminance } from "./contrast";
import { planQrCode, QrCapacityError, renderQrSvg, toRendererOptions } from "./render";
import {
  planQrPrint,
  QR_MIN_MODULE_MM,
  QR_RECOMMENDED_MODULE_MM,
  type QrCodeInput,
  qrCodeFormSchema,
  qrCodeInputSchema,
} from "./schema";

const URL_DATA = "https://example.com/bonus-chapter?utm_source=book";

describe("contrastRatio (WCAG 2)", () => {
  it.each<[string, string, number]>([
    ["#000000", "#ffffff", 21],
    ["#fff", "#000", 21],
    ["#ffffff", "#ffffff", 1],
    ["#777777", "#ffffff", 4.48],
    ["#767676", "#ffffff", 4.54],
    ["#0000ff", "#ffffff", 8.59],
    ["#ff0000", "#ffffff", 4],
    ["#1E3A8A", "#FFFFFF", 10.36],
  ])("%s on %s = %s:1", (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBe(expected);
  });

  it("is symmetric and luminance runs from 0 to 1", () => {
    expect(contrastRatio("#123456", "#abcdef")).toBe(contrastRatio("#abcdef", "#123456"));
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBe(1);
  });
});

describe("qrCodeInputSchema", () => {
  it("fills defaults", () => {
    expect(qrCodeInputSchema.parse({ data: URL_DATA })).toEqual({
      kind: "url",
      data: URL_DATA,
      sizeIn: 1.5,
      errorCorrection: "M",
      foreground: "#000000",
      background: "#ffffff",
      quietZone: 4,
    });
  });

  it.each<[string, QrCodeInput, string]>([
    ["empty data", { data: "" }, "data"],
    ["a URL without scheme", { kind: "url", data: "example.com" }, "data"],
    ["a mailto as URL", { kind: "url", data: "mailto:me@example.com" }, "data"],
    ["data over 2000 characters", { kind: "text", data: "x".repeat(2001) }, "data"],
    ["size 0.49 in", { data: URL_DATA, sizeIn: 0.49 }, "sizeIn"],
    ["size 8.01 in", { data: URL_DATA, sizeIn: 8.01 }, "sizeIn"],
    ["size not a number", { data: URL_DATA, sizeIn: "big" as never }, "sizeIn"],
    ["level X", { data: URL_DATA, errorCorrection: "X" as never }, "errorCorrection"],
    ["foreground not hex", { data: URL_DATA, foreground: "black" }, "foreground"],
    ["background not hex", { data: URL_DATA, background: "#ggg" }, "background"],
    ["quiet zone -1", { data: URL_DATA, quietZone: -1 }, "quietZone"],
    ["quiet zone 17", { data: URL_DATA, quietZone: 17 }, "quietZone"],
    ["quiet zone 2.5", { data: URL_DATA, quietZone: 2.5 }, "quietZone"],
    [
      "contrast 2.8:1",
      { data: URL_DATA, foreground: "#9a9a9a", background: "#ffffff" },
      "foreground",
    ],
    [
      "same colours",
      { data: URL_DATA, foreground: "#336699", background: "#336699" },
      "foreground",
    ],
  ])("refuses %s, naming %s", (_label, input, field) => {
    const result = qrCodeInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it.each<[string, QrCodeInput]>([
    ["plain text", { kind: "text", data: "Thanks for reading!" }],
    ["size 0.5 in", { data: URL_DATA, sizeIn: 0.5 }],
    ["size 8 in", { data: URL_DATA, sizeIn: 8 }],
    ["contrast just over 3:1", { data: URL_DATA, foreground: "#939393", background: "#ffffff" }],
    ["quiet zone 0", { data: URL_DATA, quietZone: 0 }],
    ["2000 characters of text", { kind: "text", data: "x".repeat(2000) }],
  ])("accepts %s", (_label, input) => {
    expect(qrCodeInputSchema.safeParse(input).success).toBe(true);
  });
});

describe("qrCodeFormSchema (string values from the form or URL)", () => {
  const form = {
    kind: "url",
    data: URL_DATA,
    sizeIn: "2",
    errorCorrection: "H",
    foreground: "#112233",
    background: "#FFFFFF",
    quietZone: "4",
  };
  it("parses strings into the input", () => {
    expect(qrCodeFormSchema.parse(form)).toMatchObject({
      sizeIn: 2,
      quietZone: 4,
      background: "#ffffff",
    });
  });
  it.each([
    ["sizeIn", "x"],
    ["quietZone", "3.5"],
    ["foreground", "#eeeeee"],
  ])("names %s for %j", (field, value) => {
    const result = qrCodeFormSchema.safeParse({ ...form, [field]: value });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });
});

describe("planQrPrint", () => {
  const options = qrCodeInputSchema.parse({ data: URL_DATA });
  // 25 modules + 2 × 4 quiet zone = 33 modules across.
  const at = (sizeIn: number, extra: Partial<typeof options> = {}) =>
    planQrPrint({ ...options, sizeIn, ...extra }, { version: 2, moduleCount: 25 });

  it("sizes the PNG at 300 DPI and the module in millimetres", () => {
    const plan = at(1.5);
    expect(plan.pixels).toBe(450);
    expect(plan.moduleMm).toBe(1.155);
    expect(plan.modulePx).toBe(13.64);
    expect(plan.contrastRatio).toBe(21);
    expect(plan.warnings).toEqual([]);
    expect(plan.tooDense).toBe(false);
  });

  // Module mm = sizeIn × 25.4 / 33: the 0.5 mm line is at 0.6496 in, the 0.33 mm line at 0.4287 in.
  it.each<[number, boolean, string[]]>([
    [0.65, false, []],
    [0.649, false, ["sizeIn"]],
    [0.5, false, ["sizeIn"]],
  ])("at %s in: too dense %s, warnings %j", (sizeIn, tooDense, fields) => {
    const plan = at(sizeIn);
    expect(plan.tooDense).toBe(tooDense);
    expect(plan.warnings.map((warning) => warning.field)).toEqual(fields);
  });

  it("flags data too long for the size when modules fall under the printable minimum", () => {
    // Version 40 (177 modules) at 2 in: 50.8 / 185 = 0.275 mm.
    const plan = planQrPrint({ ...options, sizeIn: 2 }, { version: 40, moduleCount: 177 });
    expect(plan.moduleMm).toBeLessThan(QR_MIN_MODULE_MM);
    expect(plan.tooDense).toBe(true);
    expect(plan.warnings[0]?.field).toBe("data");
    const larger = planQrPrint({ ...options, sizeIn: 3.7 }, { version: 40, moduleCount: 177 });
    expect(larger.moduleMm).toBeGreaterThanOrEqual(QR_RECOMMENDED_MODULE_MM);
    expect(larger.tooDense).toBe(false);
  });

  it.each<[Partial<typeof options>, string[]]>([
    [{ quietZone: 3 }, ["quietZone"]],
    [{ quietZone: 4 }, []],
    [{ foreground: "#0000ff" }, []],
    [{ foreground: "#767676" }, ["foreground"]],
    [{ foreground: "#ffffff", background: "#000000" }, ["foreground"]],
  ])("warns for %j on %j", (extra, fields) => {
    expect(at(2, extra).warnings.map((warning) => warning.field)).toEqual(fields);
  });
});

async function decodePng(buffer: Buffer): Promise<{ text: string; width: number; height: number }> {
  const png = PNG.sync.read(buffer);
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { text: decoded?.data ?? "", width: png.width, height: png.height };
}

describe("planQrCode and renderQrSvg", () => {
  it("picks the smallest version for the data and level", () => {
    expect(planQrCode({ data: "https://example.com" }).plan).toMatchObject({
      version: 2,
      moduleCount: 25,
    });
    expect(
      planQrCode({ kind: "text", data: "x".repeat(1000), errorCorrection: "L" }).plan.version,
    ).toBeGreaterThan(20);
  });

  it("refuses data over the capacity of the level, naming data", () => {
    const input: QrCodeInput = { kind: "text", data: "x".repeat(1900), errorCorrection: "H" };
    expect(() => planQrCode(input)).toThrow(QrCapacityError);
    expect(() => planQrCode({ ...input, errorCorrection: "L" })).not.toThrow();
  });

  it.each<[string, QrCodeInput]>([
    ["a URL", { data: URL_DATA, sizeIn: 1.5 }],
    [
      "text with accents and emoji",
      { kind: "text", data: "Merci, lectrice ! Ça marche 📚", sizeIn: 2 },
    ],
    [
      "dark blue on cream, level H",
      { data: URL_DATA, foreground: "#1e3a8a", background: "#fdf6e3", errorCorrection: "H" },
    ],
  ])("a PNG of %s at 300 DPI decodes back to the input", async (_label, input) => {
    const { options, plan } = planQrCode(input);
    const png = await QRCode.toBuffer(options.data, {
      ...toRendererOptions(options, plan.pixels),
      type: "png",
    });
    const decoded = await decodePng(png);
    expect(decoded.width).toBe(plan.pixels);
    expect(decoded.height).toBe(plan.pixels);
    expect(decoded.text).toBe(input.data);
  });

  it("writes an SVG sized in inches in the chosen colours", async () => {
    const result = await renderQrSvg({ data: URL_DATA, sizeIn: 1.25, foreground: "#1E3A8A" });
    expect(result.svg).toMatch(
      /^<svg width="1.25in" height="1.25in" xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/,
    );
    expect(result.svg).toContain('stroke="#1e3a8a"');
    expect(result.svg).toContain('fill="#ffffff"');
    expect(result.svg.trim().endsWith("</svg>")).toBe(true);
    expect(result.pixels).toBe(375);
  });
});
