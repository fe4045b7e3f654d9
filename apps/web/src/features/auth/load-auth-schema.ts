import {
  type LazyFormInput,
  type LazyFormOutput,
  type SchemaNames,
  schemaLoader,
} from "@/lib/forms/lazy-schemas";
import type * as AuthSchemas from "./auth-schemas";

type Schemas = typeof AuthSchemas;

export type AuthFormInput<K extends SchemaNames<Schemas>> = LazyFormInput<Schemas, K>;
export type AuthFormOutput<K extends SchemaNames<Schemas>> = LazyFormOutput<Schemas, K>;

/** The sign-in pages' schemas (and zod), loaded with the first submit or check. */
export const loadAuthSchema = schemaLoader(() => import("./auth-schemas"));
