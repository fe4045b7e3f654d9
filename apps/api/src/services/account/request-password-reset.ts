import {
  RESET_REQUEST_REQUIRED,
  RESET_TOKEN_TTL_MINUTES,
} from "@inkforge/domain/contracts/account";
import { normalisedEmailSchema } from "@inkforge/domain/contracts/newsletter";
import { findActiveUserByEmail } from "../../db/queries/accounts";
import { replacePasswordReset } from "../../db/queries/password-resets";
import type { User } from "../../db/schema";
import { AppError } from "../../errors";
import { fieldInvalid, validationFailed } from "../../lib/validation";
import { authRateBudgets, consumeBudget, rateLimitedError } from "../rate-limit/budgets";
import type { AccountContext } from "./context";
import { hashResetToken, newResetToken } from "./reset-tokens";

export type RequestPasswordResetInput = {
  email: string | undefined;
  /** The web page that takes the token (spec `endpointurl`); must be on the web origin. */
  endpointUrl: string | undefined;
  ip: string;
};

/**
 * The reset page the link points to. Only a URL on our own web origin is accepted, so the API
 * can never be made to mail a link to someone else's site (G-44: no phishing links).
 */
function parseEndpointUrl(raw: string, webOrigin: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || url.origin !== webOrigin || url.username !== "" || url.password !== "") {
    throw fieldInvalid("endpointurl", `must be an absolute URL on ${webOrigin}`);
  }
  return url;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function resetEmail({
  siteName,
  username,
  link,
}: {
  siteName: string;
  username: string;
  link: string;
}): { subject: string; text: string; html: string } {
  const subject = `Reset your ${siteName} password`;
  const intro = `Someone (we hope you) asked to reset the password of your ${siteName} account.`;
  const action = `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:`;
  const outro = "If you did not ask for this, ignore this email: your password stays as it is.";
  const text = [`Hello ${username},`, "", intro, action, "", link, "", outro, ""].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(username)},</p>`,
    `<p>${escapeHtml(intro)} ${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(outro)}</p>`,
  ].join("\n");
  return { subject, text, html };
}

/**
 * `POST /api/resetpass`: mails a single-use link valid for an hour. Answers `{ sent: true }`
 * whether or not the address has an account, and mails after the response, so neither the
 * answer nor its timing tells who has an account.
 */
export async function requestPasswordReset(
  ctx: AccountContext,
  { email: rawEmail, endpointUrl: rawEndpointUrl, ip }: RequestPasswordResetInput,
): Promise<{ sent: true }> {
  const emailText = rawEmail?.trim() ?? "";
  const endpointText = rawEndpointUrl?.trim() ?? "";
  if (emailText === "" || endpointText === "") {
    throw new AppError("VALIDATION_FAILED", RESET_REQUEST_REQUIRED, {
      details: [
        ...(emailText === "" ? [{ path: "email", message: "is required" }] : []),
        ...(endpointText === "" ? [{ path: "endpointurl", message: "is required" }] : []),
      ],
    });
  }
  const parsedEmail = normalisedEmailSchema.safeParse(emailText);
  if (!parsedEmail.success) throw validationFailed(parsedEmail.error, "email");
  const email = parsedEmail.data;
  const link = parseEndpointUrl(endpointText, ctx.webOrigin);

  const perIp = await consumeBudget(ctx.limiter, authRateBudgets.resetRequestsPerIp, ip);
  if (!perIp.allowed) throw rateLimitedError("password reset requests", perIp);
  const perEmail = await consumeBudget(ctx.limiter, authRateBudgets.resetRequestsPerEmail, email);
  if (!perEmail.allowed) {
    // Answered like any other request, but nobody's inbox gets flooded.
    ctx.log.info({ event: "password-reset.suppressed" }, "reset email budget spent");
    return { sent: true };
  }

  const user = await findActiveUserByEmail(ctx.db, email);
  if (!user) return { sent: true };

  await mailResetLink(ctx, user, link);
  return { sent: true };
}

/**
 * Issues a fresh single-use reset token (any earlier one stops working) and mails its link. The
 * member's own request and the console's "send a password reset" both come here.
 */
export async function mailResetLink(
  ctx: Pick<AccountContext, "db" | "now" | "emails" | "siteName" | "log">,
  user: Pick<User, "id" | "email" | "username">,
  endpoint: URL,
): Promise<void> {
  const token = newResetToken();
  await replacePasswordReset(ctx.db, {
    userId: user.id,
    tokenHash: hashResetToken(token),
    now: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + RESET_TOKEN_TTL_MINUTES * 60 * 1000),
  });
  const link = new URL(endpoint.href);
  link.searchParams.set("token", token);
  ctx.emails.send(
    {
      to: user.email,
      ...resetEmail({ siteName: ctx.siteName, username: user.username, link: link.href }),
    },
    ctx.log,
  );
  ctx.log.info({ event: "password-reset.requested", userId: user.id }, "reset link sent");
}
