import { createHmac } from "node:crypto";
import { type StandInServer, sendJson, startHttpStandIn } from "./http-server";

export type FacebookUser = { id: string; name?: string; email?: string };
export type FacebookToken = { appId: string; user: FacebookUser; valid?: boolean };

export type FacebookStandIn = StandInServer & {
  graphUrl: string;
  /** Issues a user access token, as the Facebook login dialog would. */
  issueToken: (token: FacebookToken) => string;
  /** Makes every Graph call answer 500 (an outage). */
  setDown: (down: boolean) => void;
};

const graphError = (message: string, code = 190) => ({
  error: { message, type: "OAuthException", code },
});

/**
 * The two Graph API calls of Facebook Login on the server side: `debug_token` (authenticated with
 * the app access token `<app id>|<app secret>`) and `me` (with the user token and, when the app
 * requires it, `appsecret_proof`).
 */
export async function startFacebookStandIn({
  appId,
  appSecret,
}: {
  appId: string;
  appSecret: string;
}): Promise<FacebookStandIn> {
  const tokens = new Map<string, FacebookToken>();
  let counter = 0;
  let down = false;
  const version = "/v19.0";

  const server = await startHttpStandIn((_request, response, url) => {
    if (down) {
      sendJson(response, 500, graphError("An unexpected error has occurred", 2));
      return;
    }
    if (url.pathname === `${version}/debug_token`) {
      if (url.searchParams.get("access_token") !== `${appId}|${appSecret}`) {
        sendJson(response, 400, graphError("Invalid OAuth access token signature."));
        return;
      }
      const token = tokens.get(url.searchParams.get("input_token") ?? "");
      if (!token) {
        sendJson(
          response,
          400,
          graphError("Invalid OAuth access token - Cannot parse access token", 190),
        );
        return;
      }
      sendJson(response, 200, {
        data: {
          app_id: token.appId,
          type: "USER",
          application: "Test app",
          is_valid: token.valid ?? true,
          user_id: token.user.id,
          scopes: ["email", "public_profile"],
          expires_at: Math.floor(Date.now() / 1000) + 3600,
        },
      });
      return;
    }
    if (url.pathname === `${version}/me`) {
      const accessToken = url.searchParams.get("access_token") ?? "";
      const token = tokens.get(accessToken);
      const proof = createHmac("sha256", appSecret).update(accessToken).digest("hex");
      if (!token || token.valid === false) {
        sendJson(response, 400, graphError("Invalid OAuth access token."));
        return;
      }
      if (url.searchParams.get("appsecret_proof") !== proof) {
        sendJson(
          response,
          400,
          graphError("Invalid appsecret_proof provided in the API argument", 100),
        );
        return;
      }
      const fields = (url.searchParams.get("fields") ?? "id").split(",");
      const user = token.user as Record<string, string | undefined>;
      sendJson(
        response,
        200,
        Object.fromEntries(
          fields.filter((field) => user[field] !== undefined).map((field) => [field, user[field]]),
        ),
      );
      return;
    }
    sendJson(response, 404, graphError("Unknown path components", 2500));
  });

  return {
    ...server,
    graphUrl: `${server.origin}${version}`,
    issueToken: (token) => {
      counter += 1;
      const value = `EAAB-test-token-${counter}-${token.user.id}`;
      tokens.set(value, token);
      return value;
    },
    setDown: (value) => {
      down = value;
    },
  };
}
