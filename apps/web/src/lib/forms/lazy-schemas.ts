import type { $ZodType, input, output } from "zod/v4/core";

/*
 * Form schemas kept in a chunk that loads with a form's first submit (decision 0054), so zod's
 * runtime costs a page no first-load JavaScript. A feature keeps its forms' schemas in one module
 * (`features/admin/console-schemas.ts`, `features/auth/auth-schemas.ts`) and each form names the
 * one it needs; the module is imported here only as a type.
 */

/** The names of a module's exports that are zod schemas. */
export type SchemaNames<M> = { [K in keyof M]: M[K] extends $ZodType ? K : never }[keyof M];

/** What a form's boxes hold for the schema `K` of module `M`, and what the schema makes of them. */
export type LazyFormInput<M, K extends SchemaNames<M>> = M[K] extends $ZodType
  ? input<M[K]>
  : never;
export type LazyFormOutput<M, K extends SchemaNames<M>> = M[K] extends $ZodType
  ? output<M[K]>
  : never;

/** `name` → a `loadSchema` for `useZodForm` (or a response reader) that imports the module first. */
export function schemaLoader<M>(load: () => Promise<M>) {
  return <K extends SchemaNames<M>>(name: K): (() => Promise<M[K]>) =>
    () =>
      load().then((schemas) => schemas[name]);
}
