/** The cover template form's values when the URL gives none (zod-free: the page's first load). */
export const COVER_TEMPLATE_DEFAULTS = {
  binding: "paperback",
  trim: "6x9",
  pages: "120",
  paper: "white",
};
