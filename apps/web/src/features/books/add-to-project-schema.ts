import { projectTitleField } from "@inkforge/domain/book-project/contract";
import * as z from "zod/mini";

/**
 * "Add to a book project": an existing project's id, or "" and the new project's name, read by
 * the create contract's title rule (loaded on the first "Add the interior").
 */
export const addToProjectFormSchema = z.pipe(
  z.object({ projectId: z.string(), title: z.string() }).check(
    z.superRefine(({ projectId, title }, ctx) => {
      if (projectId !== "") return;
      const read = z.safeParse(projectTitleField, title);
      for (const issue of read.error?.issues ?? []) {
        ctx.issues.push({ code: "custom", path: ["title"], message: issue.message, input: title });
      }
    }),
  ),
  z.transform(({ projectId, title }) => ({ projectId, title: title.trim() })),
);
