import { z } from "zod";
import { tools } from "../catalogue/tools";

/** The daily visit is recorded like a tool use, under this id (spec 7.5). */
export const visitToolId = "visit";

/** Every id a use may be recorded under: the catalogue's tools and the daily visit. */
export const usageToolIds: readonly string[] = [...tools.map((tool) => tool.id), visitToolId];

/** `POST /api/usage` request body (spec 7.5). */
export const usageRecordRequestSchema = z.object({
  user_id: z.string().trim().min(1).max(64).describe("The signed-in user's id (the token's user)"),
  tool_id: z
    .string()
    .trim()
    .refine((id) => usageToolIds.includes(id), { message: "Unknown tool id" })
    .describe("A tool id from the catalogue, or `visit` for the daily visit"),
});
export type UsageRecordRequest = z.input<typeof usageRecordRequestSchema>;

/** `POST /api/usage` answer: the stored use. */
export const usageRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  tool_id: z.string(),
  used_at: z.string().describe("ISO 8601 time the use was recorded"),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;
