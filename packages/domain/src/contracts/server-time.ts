import { z } from "zod";

/** `GET /api/server-time`: the server's clock, which decides every date rule (DESIGN 6). */
export const serverTimeResponseSchema = z.object({
  serverTime: z.iso.datetime().describe("The server's current instant, ISO 8601 in UTC"),
});
export type ServerTimeResponse = z.infer<typeof serverTimeResponseSchema>;
