import { z } from "zod";

/*
 * The web app's configuration, parsed once. Values prefixed NEXT_PUBLIC_ are baked into the
 * browser bundle at build time (scripts/start.mjs rebuilds when they change); the rest are read
 * by the server at start.
 */
const envSchema = z.object({
  SITE_NAME: z.string().min(1).default("Inkforge"),
  SITE_URL: z.url().default("http://127.0.0.1:3000"),
  API_URL: z.url().default("http://127.0.0.1:4000"),
  NEXT_PUBLIC_API_URL: z.url().default("http://127.0.0.1:4000"),
  NEXT_PUBLIC_GA_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
    .optional(),
});

function parseEnv() {
  const parsed = envSchema.safeParse({
    SITE_NAME: process.env.SITE_NAME || undefined,
    SITE_URL: process.env.SITE_URL || undefined,
    API_URL: process.env.API_URL || undefined,
    NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL || undefined,
    NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID || undefined,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid web configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env = parseEnv();
