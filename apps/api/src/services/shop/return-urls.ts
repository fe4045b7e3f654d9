/**
 * A validated same-site return path (contracts `returnPathSchema`) as an absolute URL on the web
 * origin, so providers can redirect to it and nobody can point buyers elsewhere (G-41).
 */
export function toReturnUrl(webOrigin: string, path: string): string {
  const url = new URL(path, webOrigin);
  if (url.origin !== webOrigin) throw new Error(`Return path left the web origin: ${path}`);
  return url.toString();
}
