/*
 * How Amazon's product page sets a description's allowed tags (bold headings from h4 down, bullets
 * and numbers indented, paragraphs spaced), applied to the editor and the preview alike. Tailwind's
 * reset strips list markers and heading sizes, so each tag is styled here.
 */
export const STORE_STYLE = [
  "[&_p]:my-2",
  "[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:text-lg [&_h4]:font-bold",
  "[&_h5]:mt-3 [&_h5]:mb-1 [&_h5]:text-base [&_h5]:font-bold",
  "[&_h6]:mt-3 [&_h6]:mb-1 [&_h6]:text-sm [&_h6]:font-bold",
  "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6",
  "[&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:my-0.5 [&_b]:font-bold [&_i]:italic [&_em]:italic [&_u]:underline",
].join(" ");
