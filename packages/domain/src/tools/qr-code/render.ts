import QRCode from "qrcode";
import {
  planQrPrint,
  type QrCodeInput,
  type QrCodeOptions,
  type QrPrintPlan,
  qrCodeInputSchema,
} from "./schema";

/*
 * The encoder: the `qrcode` library. Kept apart from the schema so a page can validate as the user
 * types and load the encoder only when it draws a code.
 */

/** Thrown when the data does not fit in a QR code at the chosen error correction level. */
export class QrCapacityError extends Error {
  readonly field = "data";
  constructor(message: string) {
    super(message);
    this.name = "QrCapacityError";
  }
}

/** Options for the library's renderers (`toString`, `toDataURL`, `toCanvas`, `toBuffer`). */
export function toRendererOptions(options: QrCodeOptions, pixels: number) {
  return {
    errorCorrectionLevel: options.errorCorrection,
    margin: options.quietZone,
    width: pixels,
    color: { dark: options.foreground, light: options.background },
  } as const;
}

/** Encodes the data (throws QrCapacityError when it does not fit) and plans its print. */
export function planQrCode(input: QrCodeInput): { options: QrCodeOptions; plan: QrPrintPlan } {
  const options = qrCodeInputSchema.parse(input);
  let code: QRCode.QRCode;
  try {
    code = QRCode.create(options.data, { errorCorrectionLevel: options.errorCorrection });
  } catch (error) {
    throw new QrCapacityError(
      error instanceof Error && /too big/i.test(error.message)
        ? `Too long for a QR code at error correction ${options.errorCorrection}; shorten it or lower the error correction`
        : "cannot be encoded as a QR code",
    );
  }
  const plan = planQrPrint(options, { version: code.version, moduleCount: code.modules.size });
  return { options, plan };
}

/** The code as an SVG document sized in inches for print, with the plan. */
export async function renderQrSvg(input: QrCodeInput): Promise<QrPrintPlan & { svg: string }> {
  const { options, plan } = planQrCode(input);
  const svg = await QRCode.toString(options.data, {
    ...toRendererOptions(options, plan.pixels),
    type: "svg",
  });
  // The library writes pixel width and height; a print file states its physical size.
  const sized = svg
    .replace(/ width="\d+(\.\d+)?"/, "")
    .replace(/ height="\d+(\.\d+)?"/, "")
    .replace("<svg ", `<svg width="${options.sizeIn}in" height="${options.sizeIn}in" `);
  return { ...plan, svg: sized };
}
