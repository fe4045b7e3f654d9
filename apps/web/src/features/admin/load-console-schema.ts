import type { z } from "zod";
import type * as ConsoleSchemas from "./console-schemas";

type Schemas = typeof ConsoleSchemas;
type SchemaName = {
  [K in keyof Schemas]: Schemas[K] extends z.ZodType ? K : never;
}[keyof Schemas];

/** What a console form's boxes hold, and what its schema makes of them. */
export type ConsoleFormInput<K extends SchemaName> = z.input<Schemas[K]>;
export type ConsoleFormOutput<K extends SchemaName> = z.output<Schemas[K]>;

/** Loads the console's form schemas (and zod) with the first submit, not with the page. */
export const loadConsoleSchemas = () => import("./console-schemas");

/** One console form's schema, for `useZodForm`'s `loadSchema`. */
export function loadConsoleSchema<K extends SchemaName>(name: K): () => Promise<Schemas[K]> {
  return () => loadConsoleSchemas().then((schemas) => schemas[name]);
}
