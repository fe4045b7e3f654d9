import type { QrCodeInput, QrPrintPlan } from "@inkforge/domain/tools/qr-code/schema";

type QrFile = { blob: Blob; fileName: string; url: string };
export type QrFiles = { plan: QrPrintPlan; png: QrFile; svg: QrFile };

/** A file name from the data: "qr-example-com-bonus-1.5in.png". */
export function nameQrFile(data: string, sizeIn: number, extension: "png" | "svg"): string {
  const slug = data
    .replace(/^https?:\/\//i, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `qr-${slug || "code"}-${sizeIn}in.${extension}`;
}

/*
 * The encoder (the `qrcode` library) is imported on demand, so it loads when a code is drawn, not
 * with the page. PNG and SVG come from the same library with the same options as the API's SVG.
 */
export async function buildQrFiles(input: QrCodeInput): Promise<QrFiles> {
  const [{ planQrCode, renderQrSvg, toRendererOptions }, QRCode] = await Promise.all([
    import("@inkforge/domain/tools/qr-code/render"),
    import("qrcode"),
  ]);
  const { options, plan } = planQrCode(input);
  const canvas = document.createElement("canvas");
  await QRCode.toCanvas(canvas, options.data, toRendererOptions(options, plan.pixels));
  const pngBlob = await new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error("This browser could not encode the PNG"));
    }, "image/png");
  });
  const { svg } = await renderQrSvg(input);
  const svgBlob = new Blob([svg], { type: "image/svg+xml" });
  return {
    plan,
    png: {
      blob: pngBlob,
      fileName: nameQrFile(options.data, options.sizeIn, "png"),
      url: URL.createObjectURL(pngBlob),
    },
    svg: {
      blob: svgBlob,
      fileName: nameQrFile(options.data, options.sizeIn, "svg"),
      url: URL.createObjectURL(svgBlob),
    },
  };
}
