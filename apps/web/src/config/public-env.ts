import { z } from "zod";

/*
 * Values the browser needs. Next inlines NEXT_PUBLIC_* at build time, so they are read with
 * literal property names here and nowhere else.
 */
const publicEnvSchema = z.object({
  apiUrl: z.url().default("http://127.0.0.1:4000"),
  gaId: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "NEXT_PUBLIC_GA_ID must look like G-XXXXXXX")
    .optional(),
});

export const publicEnv = publicEnvSchema.parse({
  apiUrl: process.env.NEXT_PUBLIC_API_URL || undefined,
  gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
});
