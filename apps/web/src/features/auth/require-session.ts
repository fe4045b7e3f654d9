import "server-only";
import { redirect } from "next/navigation";
import type { Session } from "next-auth";
import { getServerSession } from "next-auth/next";
import { loginPath } from "@/lib/auth/redirects";
import { authOptions } from "./auth-options";

export type SignedInSession = Session & {
  apiToken: string;
  user: NonNullable<Session["user"]>;
};

/**
 * For pages that need an account (/me, /profile): the signed-in session, or a redirect to the
 * login page that brings the visitor back to `path` (SESS-11: error=SessionRequired; a session
 * the API revoked reads SessionExpired).
 */
export async function requireSession(path: string): Promise<SignedInSession> {
  const session = await getServerSession(authOptions);
  if (session?.apiToken && session.user && !session.error) return session as SignedInSession;
  redirect(loginPath({ next: path, error: session?.error ? "SessionExpired" : "SessionRequired" }));
}
