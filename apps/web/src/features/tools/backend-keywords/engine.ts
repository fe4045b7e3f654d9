/*
 * What the 7 Backend Keywords page loads after its first paint (decision 0054): the form's schema
 * and the domain's packer, and zod with them.
 */
export { packBackendKeywords } from "@inkforge/domain/research/backend-keywords";
export { backendKeywordsFormSchema } from "./form-schema";
