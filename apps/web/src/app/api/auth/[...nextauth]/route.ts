import NextAuth from "next-auth";
import { authOptions } from "@/features/auth/auth-options";

const handler = NextAuth(authOptions);

type AuthRouteContext = { params: Promise<{ nextauth: string[] }> };

/**
 * Actions next-auth takes only as a POST. Its handler answers a GET of the credentials
 * callback with a 500 (it tries to read a form body that a GET has not); this is a 405 instead.
 */
const postOnlyActions = new Set(["callback/credentials"]);

async function GET(request: Request, context: AuthRouteContext): Promise<Response> {
  const { nextauth } = await context.params;
  if (postOnlyActions.has(nextauth.join("/"))) {
    return Response.json(
      { error: "Method Not Allowed" },
      { status: 405, headers: { allow: "POST" } },
    );
  }
  return handler(request, context);
}

export { GET, handler as POST };
