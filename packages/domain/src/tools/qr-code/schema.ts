import * as z from "zod/mini";
import { contrastRatio, HEX_COLOUR, relativeLuminance } from "./contrast";

// The numbers live apart from the schema so the page can read them without loading zod (decision
// 0054).
import {
  QR_DPI,
  QR_GOOD_CONTRAST,
  QR_MAX_DATA_LENGTH,
  QR_MAX_SIZE_IN,
  QR_MIN_CONTRAST,
  QR_MIN_MODULE_MM,
  QR_MIN_SIZE_IN,
  QR_RECOMMENDED_MODULE_MM,
  QR_STANDARD_QUIET_ZONE,
  qrErrorCorrectionLevels,
} from "./limits";

export {
  QR_DPI,
  QR_GOOD_CONTRAST,
  QR_MAX_DATA_LENGTH,
  QR_MAX_SIZE_IN,
  QR_MIN_CONTRAST,
  QR_MIN_MODULE_MM,
  QR_MIN_SIZE_IN,
  QR_RECOMMENDED_MODULE_MM,
  QR_STANDARD_QUIET_ZONE,
  qrErrorCorrectionLevels,
};

const MM_PER_INCH = 25.4;

export type QrErrorCorrection = keyof typeof qrErrorCorrectionLevels;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const colourSchema = z.pipe(
  z.string().check(z.trim(), z.regex(HEX_COLOUR, "must be a hex colour such as #000000")),
  z.transform((value: string) => value.toLowerCase()),
);

export const qrCodeInputSchema = z
  .object({
    kind: z._default(z.enum(["url", "text"]), "url").check(z.describe("What the code holds")),
    // Not trimmed: the code must decode to exactly what was typed.
    data: z
      .string()
      .check(
        z.minLength(1, "is required"),
        z.maxLength(QR_MAX_DATA_LENGTH, `must be at most ${QR_MAX_DATA_LENGTH} characters`),
        z.describe("The link or text the code holds"),
      ),
    sizeIn: z
      ._default(
        z.coerce
          .number()
          .check(
            z.gte(QR_MIN_SIZE_IN, `must be at least ${QR_MIN_SIZE_IN} in`),
            z.lte(QR_MAX_SIZE_IN, `must be at most ${QR_MAX_SIZE_IN} in`),
          ),
        1.5,
      )
      .check(z.describe("Printed width and height in inches")),
    errorCorrection: z
      ._default(z.enum(["L", "M", "Q", "H"]), "M")
      .check(z.describe("Error correction level")),
    foreground: z._default(colourSchema, "#000000").check(z.describe("Colour of the dark modules")),
    background: z
      ._default(colourSchema, "#ffffff")
      .check(z.describe("Colour of the light modules")),
    quietZone: z
      ._default(
        z.coerce.number().check(z.int("must be a whole number of modules"), z.gte(0), z.lte(16)),
        QR_STANDARD_QUIET_ZONE,
      )
      .check(z.describe("Light margin around the code, in modules")),
  })
  .check(
    z.superRefine((input, context) => {
      if (input.kind === "url" && !isWebUrl(input.data)) {
        context.addIssue({
          code: "custom",
          path: ["data"],
          message: "must be a web address starting with https:// or http://",
        });
      }
      const ratio = contrastRatio(input.foreground, input.background);
      if (ratio < QR_MIN_CONTRAST) {
        context.addIssue({
          code: "custom",
          path: ["foreground"],
          message: `must contrast with the background by at least ${QR_MIN_CONTRAST}:1 to scan (now ${ratio}:1)`,
        });
      }
    }),
  );
export type QrCodeInput = z.input<typeof qrCodeInputSchema>;
export type QrCodeOptions = z.output<typeof qrCodeInputSchema>;

export type QrWarning = {
  field: "data" | "sizeIn" | "quietZone" | "foreground";
  message: string;
};

export type QrPrintPlan = {
  /** QR version 1–40. */
  version: number;
  /** Modules per side, without the quiet zone. */
  moduleCount: number;
  /** The PNG's width and height at 300 DPI. */
  pixels: number;
  moduleMm: number;
  modulePx: number;
  contrastRatio: number;
  warnings: QrWarning[];
  /** True when modules are below the printable minimum: the data is too long for the size. */
  tooDense: boolean;
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The print figures and warnings for a code of `moduleCount` modules per side (pure). */
export function planQrPrint(
  options: QrCodeOptions,
  { version, moduleCount }: { version: number; moduleCount: number },
): QrPrintPlan {
  const pixels = Math.round(options.sizeIn * QR_DPI);
  const totalModules = moduleCount + 2 * options.quietZone;
  const exactModuleMm = (options.sizeIn * MM_PER_INCH) / totalModules;
  const moduleMm = round(exactModuleMm, 3);
  const modulePx = round(pixels / totalModules, 2);
  const ratio = contrastRatio(options.foreground, options.background);
  const warnings: QrWarning[] = [];
  const tooDense = exactModuleMm < QR_MIN_MODULE_MM;
  if (tooDense) {
    warnings.push({
      field: "data",
      message: `Too much data for ${options.sizeIn} in: each module would be ${moduleMm} mm, under the ${QR_MIN_MODULE_MM} mm a printer can reproduce. Shorten the text, lower the error correction or print the code larger.`,
    });
  } else if (exactModuleMm < QR_RECOMMENDED_MODULE_MM) {
    warnings.push({
      field: "sizeIn",
      message: `Each module is ${moduleMm} mm, under the ${QR_RECOMMENDED_MODULE_MM} mm that phones read easily from a printed page. Print the code larger or shorten the text.`,
    });
  }
  if (options.quietZone < QR_STANDARD_QUIET_ZONE) {
    warnings.push({
      field: "quietZone",
      message: `The standard asks for a light margin of ${QR_STANDARD_QUIET_ZONE} modules; keep at least that much blank page around the code.`,
    });
  }
  if (ratio < QR_GOOD_CONTRAST) {
    warnings.push({
      field: "foreground",
      message: `Contrast is ${ratio}:1; codes scan most reliably at ${QR_GOOD_CONTRAST}:1 or more (black on white is 21:1).`,
    });
  }
  if (relativeLuminance(options.foreground) > relativeLuminance(options.background)) {
    warnings.push({
      field: "foreground",
      message:
        "Light modules on a dark background (an inverted code) are not read by every scanner app.",
    });
  }
  return {
    version,
    moduleCount,
    pixels,
    moduleMm,
    modulePx,
    contrastRatio: ratio,
    warnings,
    tooDense,
  };
}

export type QrCodeFormValues = Record<keyof QrCodeOptions, string>;

/** The form's values as the URL holds them (strings), read by the API's own schema. */
export const qrCodeFormSchema = qrCodeInputSchema as unknown as z.ZodMiniType<
  QrCodeOptions,
  QrCodeFormValues
>;
