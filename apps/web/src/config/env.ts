import "server-only";
import { resolveExternalUrls } from "@inkforge/domain/catalogue/external-urls";
import { z } from "zod";

/*
 * The web server's configuration, parsed once at start. Browser-visible values live in
 * public-env.ts because Next inlines them at build time.
 */
const envSchema = z.object({
  SITE_NAME: z.string().min(1).default("Inkforge"),
  SITE_URL: z.url().default("http://127.0.0.1:3000"),
  API_URL: z.url().default("http://127.0.0.1:4000"),
});

function parseEnv() {
  const parsed = envSchema.safeParse({
    SITE_NAME: process.env.SITE_NAME || undefined,
    SITE_URL: process.env.SITE_URL || undefined,
    API_URL: process.env.API_URL || undefined,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid web configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, externalUrls: resolveExternalUrls(process.env) };
}

export const env = parseEnv();
