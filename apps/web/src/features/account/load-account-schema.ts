import {
  type LazyFormInput,
  type LazyFormOutput,
  type SchemaNames,
  schemaLoader,
} from "@/lib/forms/lazy-schemas";
import type * as AccountSchemas from "./account-schemas";

type Schemas = typeof AccountSchemas;

export type AccountFormInput<K extends SchemaNames<Schemas>> = LazyFormInput<Schemas, K>;
export type AccountFormOutput<K extends SchemaNames<Schemas>> = LazyFormOutput<Schemas, K>;

/** The account pages' schemas (and zod), loaded with the first submit or read. */
export const loadAccountSchemas = () => import("./account-schemas");
export const loadAccountSchema = schemaLoader(loadAccountSchemas);
