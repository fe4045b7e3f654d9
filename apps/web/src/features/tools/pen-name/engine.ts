/*
 * What the pen name page loads after its first paint (decision 0054): the domain's schema and
 * generator with the famous-author list, and zod with them.
 */
export {
  famousAuthorCount,
  findFamousAuthor,
} from "@inkforge/domain/tools/pen-name/famous-author";
export { generatePenNames, penNameFormSchema } from "@inkforge/domain/tools/pen-name/generate";
