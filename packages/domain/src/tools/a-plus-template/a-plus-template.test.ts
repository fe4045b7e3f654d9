import { createCanvas } from "@napi-rs/canvas";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { $ZodError } from "zod/v4/core";
import { readPngSize } from "../cover-template/png-size";
import type { CreatePngSurface } from "../cover-template/render-canvas";
import {
  A_PLUS_MAX_MODULES,
  aPlusTemplateFormSchema,
  describeAPlusTemplates,
  planAPlusTemplates,
} from "./a-plus-template";
import { renderAPlusTemplatePng, renderAPlusTemplateZip } from "./render-zip";

const createNodeSurface: CreatePngSurface = (width, height) => {
  const canvas = createCanvas(width, height);
  return {
    context: canvas.getContext("2d"),
    toPng: async () => new Uint8Array(await canvas.encode("png")),
  };
};

function issuesOf(raw: unknown): string[] {
  try {
    planAPlusTemplates(raw);
  } catch (error) {
    if (error instanceof $ZodError) return error.issues.map((issue) => issue.path.join("."));
    throw error;
  }
  throw new Error("expected a ZodError");
}

describe("planAPlusTemplates", () => {
  it("makes one file per image slot, in page order, named by position, module and size", () => {
    const plan = planAPlusTemplates({
      modules: ["standard-header-image-text", "standard-three-images-text", "standard-text"],
    });
    expect(plan.files.map((file) => [file.fileName, file.widthPx, file.heightPx])).toEqual([
      ["01-standard-header-image-text-header-970x600.png", 970, 600],
      ["02-standard-three-images-text-image-1-300x300.png", 300, 300],
      ["02-standard-three-images-text-image-2-300x300.png", 300, 300],
      ["02-standard-three-images-text-image-3-300x300.png", 300, 300],
    ]);
    expect(plan.preview.widthPx).toBe(970);
  });

  it("stacks the preview blocks without overlap, images inside their block", () => {
    const plan = planAPlusTemplates({
      modules: [
        "standard-company-logo",
        "standard-image-text-overlay",
        "standard-four-image-text-quadrant",
        "standard-single-image-sidebar",
        "standard-single-side-image",
        "standard-four-images-text",
        "standard-text",
      ],
    });
    let bottom = -1;
    for (const block of plan.preview.blocks) {
      expect(block.yPx).toBeGreaterThan(bottom);
      bottom = block.yPx + block.heightPx;
      for (const box of [...block.images, ...block.textLines]) {
        expect(box.xPx).toBeGreaterThanOrEqual(block.xPx);
        expect(box.xPx + box.widthPx).toBeLessThanOrEqual(block.xPx + block.widthPx);
        expect(box.yPx).toBeGreaterThanOrEqual(block.yPx);
        expect(box.yPx + box.heightPx).toBeLessThanOrEqual(block.yPx + block.heightPx);
      }
    }
    expect(plan.preview.heightPx).toBe(bottom);
  });

  it("widens the page to 1464 px with a premium module and centres standard ones", () => {
    const plan = planAPlusTemplates({
      modules: ["premium-full-image", "standard-header-image-text"],
    });
    expect(plan.preview.widthPx).toBe(1464);
    expect(plan.preview.blocks[1]?.xPx).toBe(247);
    expect(plan.files.map((file) => file.fileName)).toEqual([
      "01-premium-full-image-desktop-1464x600.png",
      "01-premium-full-image-mobile-600x450.png",
      "02-standard-header-image-text-header-970x600.png",
    ]);
  });

  it("allows the same module twice and text-only modules without files", () => {
    const plan = planAPlusTemplates({
      modules: ["standard-text", "standard-text", "premium-video"],
    });
    expect(plan.files).toEqual([]);
    expect(plan.modules).toHaveLength(3);
    expect(describeAPlusTemplates(plan)).toContain("module 3, Premium Video");
  });

  it.each<[string, unknown, string]>([
    ["no modules", { modules: [] }, "modules"],
    ["missing modules", {}, "modules"],
    ["modules not a list", { modules: "standard-text" }, "modules"],
    ["unknown module", { modules: ["standard-text", "mega-banner"] }, "modules.1"],
    ["too many", { modules: Array(A_PLUS_MAX_MODULES + 1).fill("standard-text") }, "modules"],
  ])("refuses %s, naming %s", (_label, raw, path) => {
    expect(issuesOf(raw)).toContain(path);
  });

  it("accepts exactly the maximum number of modules", () => {
    expect(
      planAPlusTemplates({ modules: Array(A_PLUS_MAX_MODULES).fill("standard-text") }).modules,
    ).toHaveLength(A_PLUS_MAX_MODULES);
  });
});

describe("A+ template files", () => {
  it("renders a PNG at the slot's exact size", async () => {
    const [file] = planAPlusTemplates({ modules: ["standard-company-logo"] }).files;
    if (!file) throw new Error("a logo has a slot");
    expect(readPngSize(await renderAPlusTemplatePng(file, createNodeSurface))).toEqual({
      width: 600,
      height: 180,
    });
  });

  it("zips every template with its size, plus an index", async () => {
    const plan = planAPlusTemplates({
      modules: ["standard-header-image-text", "standard-four-images-text", "premium-full-image"],
    });
    const entries = unzipSync(await renderAPlusTemplateZip(plan, createNodeSurface));
    const names = Object.keys(entries);
    expect(names).toEqual([...plan.files.map((file) => file.fileName), "README.txt"]);
    for (const file of plan.files) {
      const bytes = entries[file.fileName];
      expect(bytes && readPngSize(bytes)).toEqual({ width: file.widthPx, height: file.heightPx });
    }
    const readme = new TextDecoder().decode(entries["README.txt"]);
    expect(readme).toContain("1464 x 600 px");
  });
});

describe("aPlusTemplateFormSchema (ids joined by commas, as in the URL)", () => {
  it("splits and trims the ids", () => {
    expect(aPlusTemplateFormSchema.parse({ modules: "standard-text, premium-video," })).toEqual({
      modules: ["standard-text", "premium-video"],
    });
  });

  it.each<[string, RegExp]>([
    ["", /at least one/],
    ["standard-text,mega-banner", /unknown A\+ module "mega-banner"/],
  ])("refuses %j on `modules`", (modules, message) => {
    const parsed = aPlusTemplateFormSchema.safeParse({ modules });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["modules"]);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });
});
