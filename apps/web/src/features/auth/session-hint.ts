import "server-only";
import { cookies } from "next/headers";

/*
 * Whether the request carries a next-auth session cookie (plain, `__Secure-` prefixed, or split
 * into `.0`, `.1` chunks when large). Not a sign-in check — the cookie may be expired or revoked —
 * only a hint so the server renders the header a signed-in visitor expects: a placeholder rather
 * than Login while the browser reads the session (decision 0070). Reading the name costs nothing;
 * the JWT is not decrypted and the API is not called.
 */
const sessionCookie = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

export async function hasSessionCookie(): Promise<boolean> {
  try {
    return (await cookies()).getAll().some((cookie) => sessionCookie.test(cookie.name));
  } catch {
    // Outside a request (a static render): no hint, the signed-out header.
    return false;
  }
}
