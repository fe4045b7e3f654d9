/*
 * What the puzzle book maker loads after its first paint (decision 0054): the form's reader with
 * zod and the puzzle types' option rules. The interior engine (planning, layout, the preview) is
 * not here: the preview runs in a worker (preview-runner.ts), so the page evaluates that code only
 * where the browser has no Worker.
 */
export { puzzleBookFormSchema, toSampleRequest } from "@inkforge/domain/books/puzzle-book-form";
