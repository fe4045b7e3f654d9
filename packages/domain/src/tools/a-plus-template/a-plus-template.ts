import * as z from "zod/mini";
import {
  A_PLUS_CONTENT_WIDTH,
  type APlusModule,
  type APlusSlot,
  findAPlusModule,
} from "../../kdp/a-plus-modules";
import type { KdpSource } from "../../kdp/trim-sizes";
import { A_PLUS_MAX_MODULES } from "./limits";

/*
 * The A+ content template plan: the modules an author picked, in page order, each image slot as a
 * file to download at Amazon's size, and a to-scale layout of the stacked page for the preview.
 */

export { A_PLUS_MAX_MODULES };

export const aPlusTemplateInputSchema = z.object({
  modules: z
    .array(z.string({ error: "Each module must be a module id" }), {
      error: "Modules must be a list of module ids",
    })
    .check(
      z.minLength(1, { error: "Modules: pick at least one module" }),
      z.maxLength(A_PLUS_MAX_MODULES, {
        error: `Modules: pick at most ${A_PLUS_MAX_MODULES} modules`,
      }),
      z.superRefine((ids, context) => {
        ids.forEach((id, index) => {
          if (!findAPlusModule(id)) {
            context.addIssue({
              code: "custom",
              path: [index],
              message: `Modules: unknown A+ module "${id}"`,
            });
          }
        });
      }),
    ),
});

export type APlusTemplateInput = z.output<typeof aPlusTemplateInputSchema>;

/** Module ids joined by commas, as a form and the URL hold them; issues name `modules`. */
export const aPlusTemplateFormSchema = z.pipe(
  z.object({ modules: z.string() }),
  z.transform((values, payload): APlusTemplateInput => {
    const ids = values.modules
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean);
    const parsed = aPlusTemplateInputSchema.safeParse({ modules: ids });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      payload.issues.push({
        code: "custom",
        path: ["modules"],
        message: issue.message,
        input: values.modules,
      });
    }
    return z.NEVER;
  }),
);

/** One PNG to download: one image of one slot of one module on the page. */
export type APlusTemplateFile = {
  fileName: string;
  /** Position of the module on the page, from 1. */
  position: number;
  moduleId: string;
  moduleName: string;
  slotLabel: string;
  /** "Image 2 of 3" when the slot holds several images. */
  slotNumber: number;
  slotCount: number;
  widthPx: number;
  heightPx: number;
};

export type PreviewBox = { xPx: number; yPx: number; widthPx: number; heightPx: number };

export type APlusPreviewBlock = PreviewBox & {
  position: number;
  module: APlusModule;
  images: (PreviewBox & { label: string })[];
  textLines: PreviewBox[];
};

export type APlusTemplatePlan = {
  modules: { position: number; module: APlusModule }[];
  files: APlusTemplateFile[];
  preview: { widthPx: number; heightPx: number; blocks: APlusPreviewBlock[] };
  sources: KdpSource[];
};

const pad2 = (value: number) => String(value).padStart(2, "0");

function nameFile(position: number, module: APlusModule, slot: APlusSlot, number: number): string {
  const count = slot.count > 1 ? `-${number}` : "";
  return `${pad2(position)}-${module.id}-${slot.id}${count}-${slot.widthPx}x${slot.heightPx}.png`;
}

const GAP = 20;
const TEXT_LINE = 14;

function textLines(xPx: number, yPx: number, widthPx: number, lines: number): PreviewBox[] {
  return Array.from({ length: lines }, (_, index) => ({
    xPx,
    yPx: yPx + index * (TEXT_LINE + 8),
    // The last line is shorter, as text is.
    widthPx: index === lines - 1 ? Math.round(widthPx * 0.6) : widthPx,
    heightPx: TEXT_LINE,
  }));
}

/** Lays out one module at (0, 0) in its own width; the caller shifts it into the page. */
function layOutModule(module: APlusModule): Omit<APlusPreviewBlock, "position" | "module"> {
  const width = module.contentWidthPx;
  const first = module.slots[0];
  const images: APlusPreviewBlock["images"] = [];
  let lines: PreviewBox[] = [];
  let height: number;

  switch (module.arrangement) {
    case "banner": {
      const image = first ?? { widthPx: width, heightPx: 300, label: "Image" };
      images.push({
        xPx: 0,
        yPx: 0,
        widthPx: image.widthPx,
        heightPx: image.heightPx,
        label: image.label,
      });
      height = image.heightPx;
      break;
    }
    case "logo": {
      const image = first ?? { widthPx: 600, heightPx: 180, label: "Logo" };
      images.push({
        xPx: Math.round((width - image.widthPx) / 2),
        yPx: GAP,
        widthPx: image.widthPx,
        heightPx: image.heightPx,
        label: image.label,
      });
      height = image.heightPx + 2 * GAP;
      break;
    }
    case "row": {
      const slot = first ?? { widthPx: 300, heightPx: 300, count: 1, label: "Image" };
      const totalImages = slot.count * slot.widthPx;
      const gap = Math.floor((width - totalImages) / (slot.count + 1));
      for (let index = 0; index < slot.count; index += 1) {
        const xPx = gap + index * (slot.widthPx + gap);
        images.push({
          xPx,
          yPx: GAP,
          widthPx: slot.widthPx,
          heightPx: slot.heightPx,
          label: slot.label,
        });
        lines.push(...textLines(xPx, GAP * 2 + slot.heightPx, slot.widthPx, 3));
      }
      height = GAP * 3 + slot.heightPx + 3 * (TEXT_LINE + 8);
      break;
    }
    case "side": {
      const slot = first ?? { widthPx: 300, heightPx: 300, label: "Image" };
      images.push({
        xPx: GAP,
        yPx: GAP,
        widthPx: slot.widthPx,
        heightPx: slot.heightPx,
        label: slot.label,
      });
      const textX = GAP * 3 + slot.widthPx;
      lines = textLines(textX, GAP * 2, width - textX - GAP, 6);
      height = slot.heightPx + 2 * GAP;
      break;
    }
    case "quadrant": {
      const slot = first ?? { widthPx: 135, heightPx: 135, label: "Image" };
      const cellWidth = Math.floor((width - 3 * GAP) / 2);
      for (let index = 0; index < 4; index += 1) {
        const xPx = GAP + (index % 2) * (cellWidth + GAP);
        const yPx = GAP + Math.floor(index / 2) * (slot.heightPx + GAP);
        images.push({
          xPx,
          yPx,
          widthPx: slot.widthPx,
          heightPx: slot.heightPx,
          label: slot.label,
        });
        const textX = xPx + slot.widthPx + GAP;
        lines.push(...textLines(textX, yPx + GAP, cellWidth - slot.widthPx - GAP, 3));
      }
      height = 2 * slot.heightPx + 3 * GAP;
      break;
    }
    case "sidebar": {
      const [main, side] = module.slots;
      const mainSlot = main ?? { widthPx: 300, heightPx: 400, label: "Main image" };
      const sideSlot = side ?? { widthPx: 350, heightPx: 175, label: "Sidebar image" };
      images.push({
        xPx: GAP,
        yPx: GAP,
        widthPx: mainSlot.widthPx,
        heightPx: mainSlot.heightPx,
        label: mainSlot.label,
      });
      const sideX = width - GAP - sideSlot.widthPx;
      images.push({
        xPx: sideX,
        yPx: GAP,
        widthPx: sideSlot.widthPx,
        heightPx: sideSlot.heightPx,
        label: sideSlot.label,
      });
      const textX = GAP * 2 + mainSlot.widthPx;
      lines = [
        ...textLines(textX, GAP * 2, sideX - textX - GAP, 8),
        ...textLines(sideX, GAP * 2 + sideSlot.heightPx, sideSlot.widthPx, 5),
      ];
      height = mainSlot.heightPx + 2 * GAP;
      break;
    }
    case "video": {
      const videoWidth = Math.round(width * 0.6);
      const videoHeight = Math.round((videoWidth * 9) / 16);
      images.push({
        xPx: Math.round((width - videoWidth) / 2),
        yPx: GAP,
        widthPx: videoWidth,
        heightPx: videoHeight,
        label: "Video 16:9",
      });
      height = videoHeight + 2 * GAP;
      break;
    }
    case "text": {
      lines = textLines(GAP, GAP * 2, width - 2 * GAP, 5);
      height = GAP * 3 + 5 * (TEXT_LINE + 8);
      break;
    }
  }
  return { xPx: 0, yPx: 0, widthPx: width, heightPx: height, images, textLines: lines };
}

function shift<T extends PreviewBox>(box: T, dx: number, dy: number): T {
  return { ...box, xPx: box.xPx + dx, yPx: box.yPx + dy };
}

/** Plans the templates for a page of A+ modules; throws a ZodError naming `modules` if invalid. */
export function planAPlusTemplates(raw: unknown): APlusTemplatePlan {
  const input = aPlusTemplateInputSchema.parse(raw);
  const modules = input.modules.map((id, index) => {
    const module = findAPlusModule(id);
    if (!module) throw new Error(`Unreachable: unknown module ${id}`);
    return { position: index + 1, module };
  });

  const files: APlusTemplateFile[] = modules.flatMap(({ position, module }) =>
    module.slots.flatMap((slot) =>
      Array.from({ length: slot.count }, (_, index) => ({
        fileName: nameFile(position, module, slot, index + 1),
        position,
        moduleId: module.id,
        moduleName: module.name,
        slotLabel: slot.label,
        slotNumber: index + 1,
        slotCount: slot.count,
        widthPx: slot.widthPx,
        heightPx: slot.heightPx,
      })),
    ),
  );

  const pageWidth = modules.some(({ module }) => module.tier === "premium")
    ? A_PLUS_CONTENT_WIDTH.premium
    : A_PLUS_CONTENT_WIDTH.standard;
  let y = 0;
  const blocks: APlusPreviewBlock[] = modules.map(({ position, module }) => {
    const laid = layOutModule(module);
    const dx = Math.round((pageWidth - laid.widthPx) / 2);
    const block: APlusPreviewBlock = {
      position,
      module,
      xPx: dx,
      yPx: y,
      widthPx: laid.widthPx,
      heightPx: laid.heightPx,
      images: laid.images.map((image) => shift(image, dx, y)),
      textLines: laid.textLines.map((line) => shift(line, dx, y)),
    };
    y += laid.heightPx + GAP;
    return block;
  });

  const sources = [
    ...new Map(modules.map(({ module }) => [module.source.title, module.source])).values(),
  ];
  return {
    modules,
    files,
    preview: { widthPx: pageWidth, heightPx: Math.max(0, y - GAP), blocks },
    sources,
  };
}

/** A plain-text index of the templates, shipped in the ZIP beside the PNGs. */
export function describeAPlusTemplates(plan: APlusTemplatePlan): string {
  const lines = [
    "A+ content image templates (Inkforge)",
    "",
    "One PNG per image slot, at the size Amazon's A+ editor asks for, in page order.",
    "",
    ...plan.files.map(
      (file) =>
        `${file.fileName}: module ${file.position}, ${file.moduleName}, ${file.slotLabel}${file.slotCount > 1 ? ` ${file.slotNumber} of ${file.slotCount}` : ""}, ${file.widthPx} x ${file.heightPx} px`,
    ),
    "",
    "Modules without images (text, video) have no template:",
    ...plan.modules
      .filter(({ module }) => module.slots.length === 0)
      .map(
        ({ position, module }) =>
          `module ${position}, ${module.name}: ${module.note ?? "no image"}`,
      ),
    "",
    "Sources:",
    ...plan.sources.map((source) => `${source.key}: ${source.title} (checked ${source.date})`),
    "",
  ];
  return lines.join("\n");
}
