/*
 * What the A+ template page loads after its first paint (decision 0054): the domain's schema and
 * page plan, and zod with them. The ZIP maker loads later still, on demand.
 */
export {
  aPlusTemplateFormSchema,
  planAPlusTemplates,
} from "@inkforge/domain/tools/a-plus-template/a-plus-template";
