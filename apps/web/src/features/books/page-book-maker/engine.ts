/*
 * What the page-book makers load after their first paint (decision 0054): the form's reader with
 * zod, the generators and the interior engine. The preview runs in a worker where the browser has
 * one (preview-runner.ts) and here otherwise.
 */
export { makerBookFormSchema } from "@inkforge/domain/books/maker-book-form";
export { toMakerSample } from "@inkforge/domain/books/maker-books";
export { computeMakerPreview } from "./preview";
