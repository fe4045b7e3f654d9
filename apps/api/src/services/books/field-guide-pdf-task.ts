import { fieldGuide } from "@inkforge/domain/books/field-guide";
import type { ToolTask } from "../tool-pool/task";
import { buildBookPdf } from "./field-guide-pdf";

/*
 * The bonus book's PDF on a tool worker (decisions 0072, 0076): laying out and embedding a
 * 150 KB book took 0.9 s of the event loop cold, and every other request waited behind it.
 */
export const fieldGuidePdfTask = {
  run: ({ origin }) => buildBookPdf(fieldGuide, origin),
} satisfies ToolTask<{ origin: string }, Uint8Array>;
