import {
  type LazyFormInput,
  type LazyFormOutput,
  type SchemaNames,
  schemaLoader,
} from "@/lib/forms/lazy-schemas";
import type * as ConsoleSchemas from "./console-schemas";

type Schemas = typeof ConsoleSchemas;

/** What a console form's boxes hold, and what its schema makes of them. */
export type ConsoleFormInput<K extends SchemaNames<Schemas>> = LazyFormInput<Schemas, K>;
export type ConsoleFormOutput<K extends SchemaNames<Schemas>> = LazyFormOutput<Schemas, K>;

/** Loads the console's form schemas (and zod) with the first submit, not with the page. */
export const loadConsoleSchemas = () => import("./console-schemas");

/** One console form's schema, for `useZodForm`'s `loadSchema`. */
export const loadConsoleSchema = schemaLoader(loadConsoleSchemas);
