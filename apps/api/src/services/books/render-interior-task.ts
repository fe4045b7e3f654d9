import type { ToolTask } from "../tool-pool/task";
import {
  type FontFiles,
  loadInteriorFonts,
  type RenderInteriorInput,
  renderInteriorPdf,
} from "./render-interior-pdf";

let fonts: FontFiles | undefined;

/**
 * A book's interior PDF in the tool pool (decisions 0076, 0097): the fonts are read once per worker,
 * before the task's deadline starts. Callers pass config.toolPool.bookDeadlineMs as its deadline.
 */
export const renderInteriorTask = {
  prepare: async () => {
    fonts ??= await loadInteriorFonts();
  },
  run: async (input) => {
    fonts ??= await loadInteriorFonts();
    return renderInteriorPdf(input, fonts);
  },
} satisfies ToolTask<RenderInteriorInput, Uint8Array>;
