import * as z from "zod/mini";
import { projectTitleField } from "../../book-project/contract";

/**
 * The writer's "Start a manuscript": one title. The page creates a book project with it and then
 * the manuscript of that project (POST /api/v1/manuscripts takes only the project's id), so the
 * title is read by the book project's own rule, trimmed.
 */
export const startManuscriptFormSchema = z.object({ title: projectTitleField });
