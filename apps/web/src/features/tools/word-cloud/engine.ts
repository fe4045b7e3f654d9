/*
 * What the word cloud page loads after its first paint (decision 0054): the domain's schema and
 * word counter, and zod with them. The layout library loads later still, when a cloud is drawn.
 */
export {
  countWordFrequencies,
  wordFrequencyFormSchema,
} from "@inkforge/domain/tools/word-cloud/frequencies";
