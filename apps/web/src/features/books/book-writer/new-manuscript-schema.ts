import { projectTitleField } from "@inkforge/domain/book-project/contract";
import * as z from "zod/mini";

/** "Start a manuscript": the book project's title rule (the manuscript belongs to a new project). */
export const newManuscriptFormSchema = z.object({ title: projectTitleField });
