/*
 * What the cover template page loads after its first paint (decision 0054): the domain's schema
 * and template geometry, and zod with them. The PDF and PNG makers load later still, on demand.
 */
export {
  computeCoverTemplate,
  coverTemplateFormSchema,
} from "@inkforge/domain/tools/cover-template/cover-template";
