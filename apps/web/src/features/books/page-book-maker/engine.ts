/*
 * What the page-book makers load after their first paint (decision 0054): the form's reader with
 * zod and the sample rule. The interior engine is not here: the preview runs in a worker
 * (preview-runner.ts), so the page evaluates that code only where the browser has no Worker.
 */
export { makerBookFormSchema } from "@inkforge/domain/books/maker-book-form";
export { toMakerSample } from "@inkforge/domain/books/maker-books";
