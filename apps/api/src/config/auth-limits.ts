import { z } from "zod";
import { ConfigError, httpUrlSchema, type ValuesOf } from "./shared";

/** Sign-in providers and the limits on signing in and registering. */
export type AuthLimitsConfig = {
  /**
   * Successful sign-ins allowed per account and per address in 15 minutes (decision 0029):
   * LOGIN_SUCCESS_LIMIT_PER_ACCOUNT (20) and LOGIN_SUCCESS_LIMIT_PER_IP (60). The browser suite
   * raises them: every journey signs in from 127.0.0.1.
   */
  successfulLoginLimits: { perAccount: number; perIp: number };
  /**
   * Accounts one address may register in an hour (REGISTRATION_LIMIT_PER_IP, 20). The browser
   * suite raises it: its journeys register their own members from 127.0.0.1.
   */
  registrationLimitPerIp: number;
  /** Google sign-in; undefined (disabled) unless GOOGLE_CLIENT_ID is set. */
  google: { clientId: string; jwksUrl: string } | undefined;
  /** Facebook sign-in; undefined (disabled) unless FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set. */
  facebook: { appId: string; appSecret: string; graphUrl: string } | undefined;
};

export const authLimitsShape = {
  LOGIN_SUCCESS_LIMIT_PER_ACCOUNT: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, "must be a whole number from 1 to 9999999")
    .transform(Number)
    .prefault("20"),
  LOGIN_SUCCESS_LIMIT_PER_IP: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, "must be a whole number from 1 to 9999999")
    .transform(Number)
    .prefault("60"),
  REGISTRATION_LIMIT_PER_IP: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, "must be a whole number from 1 to 9999999")
    .transform(Number)
    .prefault("20"),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_JWKS_URL: httpUrlSchema.prefault("https://www.googleapis.com/oauth2/v3/certs"),
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d{1,32}$/, "must be the numeric Facebook app id")
    .optional(),
  FACEBOOK_APP_SECRET: z.string().min(8, "must be at least 8 characters").optional(),
  FACEBOOK_GRAPH_URL: httpUrlSchema.prefault("https://graph.facebook.com/v19.0"),
};

export function authLimitsFrom(values: ValuesOf<typeof authLimitsShape>): AuthLimitsConfig {
  if ((values.FACEBOOK_APP_ID === undefined) !== (values.FACEBOOK_APP_SECRET === undefined)) {
    throw new ConfigError(
      "Invalid configuration: FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together " +
        "(Facebook sign-in needs both) or both left unset",
    );
  }

  return {
    successfulLoginLimits: {
      perAccount: values.LOGIN_SUCCESS_LIMIT_PER_ACCOUNT,
      perIp: values.LOGIN_SUCCESS_LIMIT_PER_IP,
    },
    registrationLimitPerIp: values.REGISTRATION_LIMIT_PER_IP,
    google:
      values.GOOGLE_CLIENT_ID === undefined
        ? undefined
        : { clientId: values.GOOGLE_CLIENT_ID, jwksUrl: values.GOOGLE_JWKS_URL },
    facebook:
      values.FACEBOOK_APP_ID === undefined || values.FACEBOOK_APP_SECRET === undefined
        ? undefined
        : {
            appId: values.FACEBOOK_APP_ID,
            appSecret: values.FACEBOOK_APP_SECRET,
            graphUrl: values.FACEBOOK_GRAPH_URL,
          },
  };
}
