/*
 * The operator console's rules (decisions 0103 and 0104), pure: the caller passes `now` and the
 * rows. The API applies them; the tests walk them as tables.
 */

export const staffRoles = ["admin", "support"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const commentStatuses = ["visible", "hidden", "spam"] as const;
export type CommentStatus = (typeof commentStatuses)[number];

/** A console session ends after this much inactivity… */
export const consoleIdleTimeoutMs = 30 * 60 * 1000;
/** …and this long after it was opened, however active. */
export const consoleMaxAgeMs = 8 * 60 * 60 * 1000;

export type ConsoleSessionFacts = {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** The token version the session was opened under, and the account's now. */
  tokenVersion: number;
  accountTokenVersion: number;
  /** The account's role now (null: taken away) and whether it is deleted. */
  role: StaffRole | null;
  deleted: boolean;
};

export type ConsoleSessionState = "active" | "revoked" | "idle" | "expired" | "no-longer-staff";

/** Whether a console session may still be used at `now`, and if not, why. */
export function consoleSessionState(session: ConsoleSessionFacts, now: Date): ConsoleSessionState {
  if (session.revokedAt !== null || session.tokenVersion !== session.accountTokenVersion) {
    return "revoked";
  }
  if (session.role === null || session.deleted) return "no-longer-staff";
  if (now.getTime() >= session.expiresAt.getTime()) return "expired";
  if (now.getTime() - session.lastSeenAt.getTime() >= consoleIdleTimeoutMs) return "idle";
  return "active";
}

/** The read-only role reads; only `admin` changes anything. */
export function canStaffWrite(role: StaffRole): boolean {
  return role === "admin";
}

export type RefundPlan =
  | { ok: true; amountCents: number; full: boolean; leftAfterCents: number }
  | { ok: false; field: "amountCents"; message: string };

/**
 * A refund of `amountCents` (null: all that is left) of a payment that charged `chargedCents`
 * of which `refundedCents` went back already. `full` when nothing is left after it: only then
 * does the order lose what it granted (decision 0104).
 */
export function planRefund({
  chargedCents,
  refundedCents,
  amountCents,
}: {
  chargedCents: number;
  refundedCents: number;
  amountCents: number | null;
}): RefundPlan {
  const left = chargedCents - refundedCents;
  if (left <= 0) {
    return { ok: false, field: "amountCents", message: "This payment has been refunded in full" };
  }
  const amount = amountCents ?? left;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return { ok: false, field: "amountCents", message: "must be a positive number of cents" };
  }
  if (amount > left) {
    return {
      ok: false,
      field: "amountCents",
      message: `must be at most ${left} cents, what is left of the payment`,
    };
  }
  return { ok: true, amountCents: amount, full: amount === left, leftAfterCents: left - amount };
}

/** Every action the console's audit log records (its filter's choices, the log's enum). */
export const auditActions = [
  "staff.grant",
  "staff.revoke",
  "staff.reset-2fa",
  "staff.enrol",
  "staff.session.open",
  "staff.session.close",
  "account.sessions.revoke",
  "feature.grant",
  "feature.revoke",
  "order.refund",
  "commission.approve",
  "commission.reverse",
  "comment.moderate",
  "comment.delete",
  "message.read",
  "message.close",
  "message.reply",
  "kdp-figure.record",
  "account.password-reset",
  "account.export",
  "account.delete",
  "order.receipt",
  "order.ship",
  "payout.export",
  "payout.mark-paid",
  "job.retry",
  "promotion.campaign.save",
  "promotion.popup-set.save",
  "service-provider.create",
  "service-provider.create-vetted",
  "service-provider.update",
  "service-provider.vet",
  "service-provider.unvet",
  "service-provider.delete",
  "offer.off-sale",
  "offer.on-sale",
] as const;
