/** `&`, `<`, `>`, `"` and `'` as numeric references: user text placed in HTML stays text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
