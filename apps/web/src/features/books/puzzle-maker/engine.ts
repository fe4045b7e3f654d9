/*
 * What the puzzle book maker loads after its first paint (decision 0054): the form's reader with
 * zod, the puzzle generators and the interior engine. The preview runs in a worker where the
 * browser has one (preview-runner.ts) and here otherwise.
 */
export { puzzleBookFormSchema, toSampleRequest } from "@inkforge/domain/books/puzzle-book-form";
export { computePreview } from "./preview";
