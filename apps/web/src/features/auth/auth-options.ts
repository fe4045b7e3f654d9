import "server-only";
import { loginRequestSchema } from "@inkforge/domain/contracts/account";
import { isInOfferBannerWindow } from "@inkforge/domain/promotions/new-member";
import { cookies, headers } from "next/headers";
import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import FacebookProvider from "next-auth/providers/facebook";
import GoogleProvider from "next-auth/providers/google";
import { env } from "@/config/env";
import { encodeSignInError } from "@/lib/api/error-messages";
import {
  exchangeProviderToken,
  fetchAccount,
  forwardedFor,
  loginWithPassword,
  sessionApi,
} from "@/lib/api/server-api";
import { loginPath, resolveAuthRedirect } from "@/lib/auth/redirects";
import {
  isRevoked,
  REVOKED_TOKEN,
  refreshSessionToken,
  signedInToken,
} from "@/lib/auth/session-token";
import { BANNER_HINT_COOKIE } from "@/lib/banner-hint-cookie";

/*
 * The session client of spec §7.7: next-auth v4 with the JWT strategy. The API issues its own
 * bearer token (DESIGN decision 3); it lives inside next-auth's encrypted, httpOnly session cookie
 * and reaches the browser only through `/api/auth/session` as `session.apiToken`, for the calls
 * the browser makes to the API. Decision record 0011.
 */

export type OAuthProviderId = "google" | "facebook";

/** The OAuth providers whose keys are configured, for the login page's buttons. */
export function configuredOAuthProviders(): { id: OAuthProviderId; name: string }[] {
  const providers: { id: OAuthProviderId; name: string }[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push({ id: "google", name: "Google" });
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    providers.push({ id: "facebook", name: "Facebook" });
  }
  return providers;
}

/** A failed API sign-in as the code the login page reads from its `error` query. */
function signInFailureCode(failure: {
  code: string | null;
  status: number | null;
  retryAfterSeconds: number | null;
}): string {
  if (failure.code === "RATE_LIMITED" || failure.status === 429) {
    return encodeSignInError("RATE_LIMITED", failure.retryAfterSeconds);
  }
  if (failure.code === "ACCOUNT_NOT_LINKED" || failure.code === "PROVIDER_TOKEN_INVALID") {
    return failure.code;
  }
  return "SERVICE_UNAVAILABLE";
}

/** Completes a sign-in with an API token: the account's id, email, name and image. */
async function userForToken(apiToken: string): Promise<User> {
  const account = await fetchAccount(apiToken);
  if (!account.ok) throw new Error("SERVICE_UNAVAILABLE");
  await reserveNewMemberBanner(account.data.createdAt, new Date());
  return {
    id: account.data._id,
    email: account.data.email,
    name: account.data.username || null,
    image: account.data.image,
    apiToken,
  };
}

/**
 * A new member's first page after signing in shows the offer banner: reserve its height from the
 * server's first paint rather than letting it push the page down when it arrives. If no offer
 * runs, the first page clears the hint and the space closes once.
 */
async function reserveNewMemberBanner(createdAt: string, now: Date): Promise<void> {
  if (!isInOfferBannerWindow({ createdAt }, now)) return;
  try {
    (await cookies()).set(BANNER_HINT_COOKIE, "1", { path: "/", sameSite: "lax" });
  } catch {
    // Outside a route handler (no response to set it on): the banner arrives unreserved.
  }
}

async function requestHeaders(): Promise<Record<string, string>> {
  try {
    return Object.fromEntries(await headers());
  } catch {
    return {};
  }
}

const providers: NextAuthOptions["providers"] = [
  CredentialsProvider({
    id: "credentials",
    name: "Email and password",
    credentials: {
      email: { label: "Email", type: "email" },
      password: { label: "Password", type: "password" },
    },
    async authorize(credentials, request) {
      const parsed = loginRequestSchema.safeParse({
        username: credentials?.email,
        password: credentials?.password,
      });
      if (!parsed.success) return null;
      const login = await loginWithPassword(
        { email: parsed.data.username, password: parsed.data.password },
        forwardedFor(request?.headers),
      );
      if (!login.ok) {
        // null → next-auth's CredentialsSignin; a thrown message becomes the `error` query.
        if (login.code === "INVALID_CREDENTIALS" || login.status === 401) return null;
        throw new Error(signInFailureCode(login));
      }
      return userForToken(login.data.token);
    },
  }),
];

if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
  providers.push(
    GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }),
  );
}
if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
  providers.push(
    FacebookProvider({
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
    }),
  );
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt" },
  // The cookie keeps next-auth's defaults: httpOnly, SameSite=Lax, and Secure (with the
  // __Secure- prefix) whenever NEXTAUTH_URL is https.
  pages: { signIn: "/login", error: "/login" },
  providers,
  callbacks: {
    async signIn({ user, account }) {
      if (account?.type !== "oauth") return true;
      const provider = account.provider;
      if (provider !== "google" && provider !== "facebook") return loginPath({ error: "Default" });
      const exchange = await exchangeProviderToken(
        provider,
        {
          idToken: account.id_token,
          accessToken: account.access_token,
          providerAccountId: account.providerAccountId,
        },
        forwardedFor(await requestHeaders()),
      );
      if (!exchange.ok) return loginPath({ error: signInFailureCode(exchange) });
      try {
        // next-auth passes this same object to the jwt callback as `user`.
        Object.assign(user, await userForToken(exchange.data.token));
      } catch {
        return loginPath({ error: "SERVICE_UNAVAILABLE" });
      }
      return true;
    },
    async jwt({ token, user, trigger, session }) {
      if (user?.apiToken) {
        return signedInToken(
          token,
          {
            apiToken: user.apiToken,
            account: {
              _id: user.id,
              email: user.email ?? "",
              username: user.name ?? "",
              image: user.image ?? null,
            },
          },
          Date.now(),
        );
      }
      return refreshSessionToken(token, {
        trigger,
        update: session,
        now: Date.now(),
        checkIntervalSeconds: env.SESSION_CHECK_SECONDS,
        api: sessionApi,
      });
    },
    async session({ session, token }) {
      if (isRevoked(token)) return { expires: session.expires, error: REVOKED_TOKEN };
      return {
        expires: session.expires,
        user: {
          id: token.userId ?? token.sub ?? "",
          email: token.email ?? null,
          name: token.name ?? null,
          image: token.picture ?? null,
        },
        apiToken: token.apiToken,
      };
    },
    redirect({ url, baseUrl }) {
      return resolveAuthRedirect(url, baseUrl);
    },
  },
};
