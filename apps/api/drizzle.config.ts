import { defineConfig } from "drizzle-kit";

// `generate` only diffs the schema against drizzle/meta, so it needs no database connection.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
