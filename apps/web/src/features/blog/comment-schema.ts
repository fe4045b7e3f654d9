import { commentCreateSchema } from "@inkforge/domain/blog/contract";
import { z } from "zod";

/** The comment form's one field, by the API's own rule (loaded on the first post, not with the article). */
export const commentFormSchema = z.object({ message: commentCreateSchema.shape.message });
