/* The price checker form's values as the URL holds them: shared by the page and its lazy engine. */

export const DEFAULTS = {
  format: "paperback",
  pages: "200",
  trim: "6x9",
  ink: "black",
  paper: "white",
  expandedDistribution: "false",
  fileSizeMb: "2",
  marketplace: "amazon.com",
  plannedPrice: "",
};
export type Values = typeof DEFAULTS;

export function pickFields(values: Values) {
  const common = {
    format: values.format,
    marketplace: values.marketplace,
    plannedPrice: values.plannedPrice,
  };
  if (values.format === "ebook") return { ...common, fileSizeMb: values.fileSizeMb };
  return {
    ...common,
    pages: values.pages,
    trim: values.trim,
    ink: values.ink,
    paper: values.paper,
    expandedDistribution: values.format === "paperback" ? values.expandedDistribution : "false",
  };
}
