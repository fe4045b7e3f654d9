/* The royalty form's values as the URL holds them: shared by the page and its lazy engine. */

export const DEFAULTS = {
  format: "paperback",
  marketplace: "amazon.com",
  listPrice: "12.99",
  royaltyPlan: "70",
  fileSizeMb: "2",
  kdpSelect: "false",
  pages: "200",
  trim: "6x9",
  ink: "black",
  paper: "white",
  expandedDistribution: "false",
};
export type Values = typeof DEFAULTS;

/** Only the fields the chosen format uses reach the schema (a hidden field cannot block it). */
export function pickFields(values: Values) {
  const common = {
    format: values.format,
    marketplace: values.marketplace,
    listPrice: values.listPrice,
  };
  if (values.format === "ebook")
    return {
      ...common,
      royaltyPlan: values.royaltyPlan,
      fileSizeMb: values.fileSizeMb,
      kdpSelect: values.kdpSelect,
    };
  return {
    ...common,
    pages: values.pages,
    trim: values.trim,
    ink: values.ink,
    paper: values.paper,
    expandedDistribution: values.format === "paperback" ? values.expandedDistribution : "false",
  };
}
