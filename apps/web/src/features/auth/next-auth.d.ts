import type { DefaultSession } from "next-auth";

/* The shape of our session and session token (see session-token.ts and auth-options.ts). */

declare module "next-auth" {
  interface Session {
    user?: DefaultSession["user"] & { id: string };
    /** The API bearer token; the browser sends it as `Authorization: Bearer` to the API. */
    apiToken?: string;
    /** Set when the API refused the token; the browser then signs out. */
    error?: "RevokedToken";
  }

  interface User {
    /** The API token obtained at sign-in (credentials, Google or Facebook). */
    apiToken?: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    userId?: string;
    apiToken?: string;
    /** When the API token was last confirmed valid (ms since the epoch). */
    checkedAt?: number;
    error?: "RevokedToken";
  }
}
