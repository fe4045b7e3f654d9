// pdf.js ships no types for its worker module; the preflight only hands it to pdf.js itself.
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
