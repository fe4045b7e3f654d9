/**
 * Returns `value` only when it is a same-origin relative path ("/tools?x=1"), else `fallback`.
 * Redirect targets come from query strings (`next`, `callbackUrl`), so anything that could leave
 * the site — "//evil.test", "/\\evil.test", "https://…", "javascript:" — is refused.
 */
export function toSafeRelativePath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters and backslashes let some browsers turn a path into another host.
  if (hasControlCharOrBackslash(value)) return fallback;
  return value;
}

function hasControlCharOrBackslash(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
