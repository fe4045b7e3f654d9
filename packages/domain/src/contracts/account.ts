import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./account-limits";
import { normalisedEmailSchema } from "./newsletter";
import { displayNameSchema, safeHttpUrlSchema } from "./text";

/**
 * Account and session contracts (spec §7.8). Shared by the API's route schemas and the web app's
 * forms, so a field is validated the same way on both sides.
 */

export { PASSWORD_MIN_LENGTH };
export const PASSWORD_MAX_LENGTH = 256;

/** A new password. The maximum keeps the KDF's work bounded whatever the client sends. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
  // Eight spaces are eight characters but no secret. (Common passwords are refused by the API,
  // which holds the list: apps/api/src/services/account/password-policy.ts.)
  .refine((password) => password.trim() !== "", "must contain more than spaces");

/** A password being checked: any non-empty string up to the maximum (old accounts included). */
export const existingPasswordSchema = z
  .string()
  .min(1, "is required")
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const emailSchema = normalisedEmailSchema;

/** `POST /api/account/jsonregister`. `lm_data` is free-form lead-magnet/attribution data. */
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  lm_data: z.record(z.string(), z.unknown()).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** `POST /api/account/login`: the username is the email address. */
export const loginRequestSchema = z.object({
  username: emailSchema,
  password: existingPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Register, login and the OAuth exchanges answer a token (spec §5: success only with a token). */
export const tokenResponseSchema = z.object({ token: z.string().min(1) });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** `POST /api/auth/google`: a Google ID token (JWT) from Google Identity Services. */
export const googleAuthRequestSchema = z.object({ token: z.string().min(1).max(8192) });

/** `POST /api/auth/facebook`: the user access token from the Facebook login dialog. */
export const facebookAuthRequestSchema = z.object({
  accessToken: z.string().min(1).max(4096),
  userID: z.string().min(1).max(64).optional(),
});

/**
 * An owned feature (spec §3): `feature_shop` is a product id or an object with an id, optionally
 * with the subscription products it came from; `feature_id` names the feature itself.
 */
export const ownedFeatureSchema = z.object({
  feature_shop: z.union([
    z.string(),
    z.object({ _id: z.string(), subscription_shops: z.array(z.string()).optional() }),
  ]),
  feature_id: z.object({ _id: z.string() }).optional(),
  /** How the feature is held: a lifetime purchase, a subscription, or a free grant. */
  period: z.enum(["lifetime", "month", "year", "free"]).optional(),
  /** ISO instant after which a subscription-held feature lapses; absent for lifetime. */
  until: z.iso.datetime().nullable().optional(),
});
export type OwnedFeature = z.infer<typeof ownedFeatureSchema>;

/** `GET /api/account`: user info (spec §3). */
export const userInfoSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Spec §6 "user type"; type 3 gets no masterclass offers. */
  userType: z.number().int().optional(),
  hasPassword: z.boolean(),
  providers: z.array(z.enum(["google", "facebook"])),
  features: z.object({ simple: z.array(ownedFeatureSchema) }),
  subscription: z.unknown().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `GET /api/account/check-token`. */
export const checkTokenResponseSchema = z.object({
  valid: z.literal(true),
  user: z.object({ _id: z.string(), email: z.string() }),
});

/**
 * The JSON inside the `data` field of `PUT /api/account/edit` (multipart). Unknown keys —
 * `role`, `features`, `email`… — are dropped, never applied. A password change needs the
 * current password.
 */
export const editAccountDataSchema = z
  .object({
    username: displayNameSchema({ max: 80 }).optional(),
    image: safeHttpUrlSchema({ max: 2048, allowEmpty: true })
      .optional()
      .describe("Profile image URL; an empty string removes it"),
    password: newPasswordSchema.optional(),
    currentPassword: existingPasswordSchema.optional(),
  })
  .refine((data) => data.password === undefined || data.currentPassword !== undefined, {
    path: ["currentPassword"],
    message: "is required to change the password",
  });
export type EditAccountData = z.input<typeof editAccountDataSchema>;

export const RESET_REQUEST_REQUIRED = "Email and Endpoint is required";
export const RESET_CONFIRM_REQUIRED = "New Password and Reset Token is required";

/** `POST /api/resetpass`: both fields are checked by the route to give the spec's message. */
export const resetRequestSchema = z.object({
  email: z.string().optional(),
  endpointurl: z.string().optional(),
});
export const resetCheckRequestSchema = z.object({ token: z.string().optional() });
export const resetConfirmRequestSchema = z.object({
  token: z.string().optional(),
  password: z.string().optional(),
});

/** Account-API notification (spec §3): code, data, message, datetime. */
export const accountNotificationSchema = z.object({
  code: z.enum(["001", "002", "003", "004", "005"]),
  data: z.record(z.string(), z.unknown()),
  message: z.string(),
  datetime: z.iso.datetime(),
});
export type AccountNotification = z.infer<typeof accountNotificationSchema>;

/**
 * `editAccountDataSchema` for an account without a password yet (made with Google or Facebook,
 * `hasPassword: false`): it may set a first password without `currentPassword`.
 */
export const editAccountDataWithoutCurrentPasswordSchema = z.object(editAccountDataSchema.shape);

/** The edit schema that applies to this account. */
export function editAccountDataSchemaFor(account: { hasPassword: boolean }) {
  return account.hasPassword ? editAccountDataSchema : editAccountDataWithoutCurrentPasswordSchema;
}

/**
 * `PUT /api/account/edit` answer: the updated user info; after a password change also a NEW token
 * (every earlier token, this session's included, stops working; keep this one).
 */
export const editAccountResponseSchema = z.object({
  user: userInfoSchema,
  token: z.string().min(1).optional(),
});
export type EditAccountResponse = z.infer<typeof editAccountResponseSchema>;

/** `DELETE /api/account` answer. */
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/** Largest account metadata object, as JSON text in bytes. */
export const ACCOUNT_METADATA_MAX_BYTES = 4096;

/**
 * `POST /api/account/metadata` body: empty, or a JSON object shallow-merged into the metadata.
 * A key set to `null` is removed. `lastSeenAt` is always set by the server.
 */
export const accountMetadataPatchSchema = z.record(z.string().min(1).max(64), z.json());

/** `GET` and `POST /api/account/metadata` answer. */
export const accountMetadataResponseSchema = z.object({
  metadata: z.record(z.string(), z.unknown()),
});
export type AccountMetadataResponse = z.infer<typeof accountMetadataResponseSchema>;

/** How long a password reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** `POST /api/resetpass` answer: the same whether or not the address has an account. */
export const resetRequestResponseSchema = z.object({ sent: z.literal(true) });
/** `POST /api/resetpass/check` answer. */
export const resetCheckResponseSchema = z.object({ valid: z.boolean() });
/** `POST /api/resetpass/reset` answer. */
export const resetConfirmResponseSchema = z.object({ reset: z.literal(true) });

/** `GET /api/notification` answer (with `Content-Range: notification a-b/total`). */
export const accountNotificationListSchema = z.array(accountNotificationSchema);

/** `GET /api/dev/outbox` (demo mode only): mail kept instead of sent, newest first. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxMessageInfo = z.infer<typeof outboxMessageSchema>;
