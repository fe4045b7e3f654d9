import {
  BOOK_FORMATS,
  type CreateBookProjectInput,
  createBookProjectInputSchema,
} from "@inkforge/domain/book-project/contract";
import * as z from "zod/mini";

/** The new-project form read by the create contract (loaded on the first "Create project"). */
export const newProjectFormSchema = z.pipe(
  z.pipe(
    z.object({ title: z.string(), format: z.enum(BOOK_FORMATS), launchDate: z.string() }),
    z.transform(
      ({ title, format, launchDate }): CreateBookProjectInput => ({
        title,
        specs: { binding: format },
        ...(launchDate === "" ? {} : { launchDate }),
      }),
    ),
  ),
  createBookProjectInputSchema,
);
