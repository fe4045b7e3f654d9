import { strToU8, zipSync } from "fflate";
import { type CreatePngSurface, GUIDE_FONT_FAMILY } from "../cover-template/render-canvas";
import {
  type APlusTemplateFile,
  type APlusTemplatePlan,
  describeAPlusTemplates,
} from "./a-plus-template";

/*
 * One labelled PNG per image slot, at the slot's exact pixel size, and the ZIP that holds them.
 * Loaded on demand in the browser (canvas); Node passes @napi-rs/canvas.
 */

function fitFont(
  context: ReturnType<CreatePngSurface>["context"],
  text: string,
  sizePx: number,
  maxWidthPx: number,
  bold: boolean,
): void {
  const weight = bold ? "bold " : "";
  context.font = `${weight}${sizePx}px ${GUIDE_FONT_FAMILY}`;
  const width = context.measureText(text).width;
  if (width > maxWidthPx && width > 0) {
    context.font = `${weight}${(sizePx * maxWidthPx) / width}px ${GUIDE_FONT_FAMILY}`;
  }
}

export async function renderAPlusTemplatePng(
  file: APlusTemplateFile,
  createSurface: CreatePngSurface,
): Promise<Uint8Array> {
  const { widthPx: width, heightPx: height } = file;
  const surface = createSurface(width, height);
  const context = surface.context;
  context.fillStyle = "#e5e7eb";
  context.fillRect(0, 0, width, height);
  // Diagonals show the centre and the crop; the border shows the exact edge.
  context.strokeStyle = "#cbd5e1";
  context.lineWidth = Math.max(1, Math.round(Math.min(width, height) / 200));
  context.setLineDash([]);
  context.beginPath();
  context.moveTo(0, 0);
  context.lineTo(width, height);
  context.moveTo(width, 0);
  context.lineTo(0, height);
  context.stroke();
  const border = Math.max(2, Math.round(Math.min(width, height) / 100));
  context.strokeStyle = "#475569";
  context.lineWidth = border;
  context.strokeRect(border / 2, border / 2, width - border, height - border);

  const base = Math.min(height / 7, width / 9);
  const maxText = width * 0.84;
  const slot =
    file.slotCount > 1
      ? `${file.slotLabel} ${file.slotNumber} of ${file.slotCount}`
      : file.slotLabel;
  const rows: [string, number, boolean, string][] = [
    [`${file.widthPx} × ${file.heightPx} px`, base * 1.1, true, "#0f172a"],
    [`${file.position}. ${file.moduleName}`, base * 0.55, false, "#334155"],
    [slot, base * 0.55, false, "#334155"],
  ];
  const lineHeights = rows.map(([, size]) => size * 1.35);
  let y = (height - lineHeights.reduce((sum, value) => sum + value, 0)) / 2;
  context.textAlign = "center";
  context.textBaseline = "top";
  for (const [index, [text, size, bold, color]] of rows.entries()) {
    fitFont(context, text, size, maxText, bold);
    // A white plate keeps the label readable over the diagonals.
    const plate = context.measureText(text).width + size * 0.6;
    context.fillStyle = "rgba(255,255,255,0.85)";
    context.fillRect((width - plate) / 2, y - size * 0.12, plate, size * 1.24);
    context.fillStyle = color;
    context.fillText(text, width / 2, y);
    y += lineHeights[index] ?? size;
  }
  return surface.toPng();
}

/** All templates of a plan, with an index file, as ZIP bytes. */
export async function renderAPlusTemplateZip(
  plan: APlusTemplatePlan,
  createSurface: CreatePngSurface,
): Promise<Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  for (const file of plan.files) {
    entries[file.fileName] = await renderAPlusTemplatePng(file, createSurface);
  }
  entries["README.txt"] = strToU8(describeAPlusTemplates(plan));
  // PNGs are already compressed; storing them keeps the ZIP fast to build.
  return zipSync(entries, { level: 0 });
}
