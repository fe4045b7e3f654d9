import { schemaLoader } from "@/lib/forms/lazy-schemas";

/** The editor's form schema (and zod with the page's contract), loaded with the first save. */
export const loadAuthorPageSchema = schemaLoader(
  () => import("@inkforge/domain/author-pages/page-form"),
);
