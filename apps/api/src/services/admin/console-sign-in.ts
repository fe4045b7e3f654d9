import type { ConsoleSession, EnrolmentStart } from "@inkforge/domain/admin/contract";
import { consoleIdleTimeoutMs, consoleMaxAgeMs } from "@inkforge/domain/admin/rules";
import { renderQrSvg } from "@inkforge/domain/tools/qr-code/render";
import type { Database } from "../../db/client";
import {
  claimTotpStep,
  findTotp,
  insertConsoleSession,
  replaceRecoveryCodes,
  upsertPendingTotp,
  useRecoveryCode,
} from "../../db/queries/admin";
import type { User } from "../../db/schema";
import { AppError } from "../../errors";
import {
  consumeBudget,
  type RateBudget,
  rateLimitedError,
  refundBudget,
} from "../rate-limit/budgets";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { recordAudit } from "./audit";
import { type ConsoleSecrets, newConsoleToken, newRecoveryCode, sessionTokenHash } from "./secrets";
import { createTotpSecret, findTotpStep, totpUri } from "./totp";

/*
 * The console's second step (decision 0103): a staff account signed in with its password proves
 * the second factor (a TOTP code, or one of its recovery codes) and gets a short console session.
 */

export type SignInContext = {
  db: Database;
  now: Date;
  secrets: ConsoleSecrets;
  limiter: RateLimiter;
  siteName: string;
  requestId: string;
  userAgent: string | null;
};

const recoveryCodeCount = 10;

/**
 * Wrong codes per account: six digits are guessable in a million tries, so the budget is small.
 * 5 a quarter hour caps an attacker who has the password at about 480 guesses a day (a 0.15%
 * chance of a hit per day with a ±1 step window).
 */
const secondFactorFailures: RateBudget = {
  name: "admin-2fa-fail:account",
  limit: 5,
  windowMs: 15 * 60 * 1000,
};

const wrongCode = () =>
  new AppError("VALIDATION_FAILED", "The code is wrong, expired or used already", {
    details: [{ path: "code", message: "The code is wrong, expired or used already" }],
  });

/** `POST /api/admin/enrolment`: a new secret for an account that has not confirmed one. */
export async function startEnrolment(ctx: SignInContext, user: User): Promise<EnrolmentStart> {
  const existing = await findTotp(ctx.db, user.id);
  if (existing?.confirmedAt) {
    throw new AppError(
      "CONFLICT",
      "Two-factor sign-in is set up already; ask an admin to reset it to start again",
    );
  }
  const secret = createTotpSecret();
  const stored = await upsertPendingTotp(ctx.db, {
    userId: user.id,
    sealedSecret: ctx.secrets.seal(secret),
    now: ctx.now,
  });
  if (!stored) throw new AppError("CONFLICT", "Two-factor sign-in is set up already");
  const otpauthUrl = totpUri({ secret, account: user.email, issuer: ctx.siteName });
  const { svg } = await renderQrSvg({ kind: "text", data: otpauthUrl, errorCorrection: "M" });
  return { secret, otpauthUrl, qrSvg: svg };
}

async function withFailureBudget<T>(ctx: SignInContext, user: User, run: () => Promise<T>) {
  const decision = await consumeBudget(ctx.limiter, secondFactorFailures, user.id);
  if (!decision.allowed) throw rateLimitedError("wrong codes for this account", decision);
  const result = await run();
  await refundBudget(ctx.limiter, secondFactorFailures, user.id);
  return result;
}

function sessionAnswer(user: User, token: string, expiresAt: Date): ConsoleSession {
  return {
    token,
    role: user.staffRole ?? "support",
    email: user.email,
    expiresAt: expiresAt.toISOString(),
    idleTimeoutSeconds: consoleIdleTimeoutMs / 1000,
  };
}

async function openSession(tx: Database, ctx: SignInContext, user: User, via: string) {
  const token = newConsoleToken();
  const expiresAt = new Date(ctx.now.getTime() + consoleMaxAgeMs);
  const session = await insertConsoleSession(tx, {
    userId: user.id,
    tokenHash: sessionTokenHash(token),
    tokenVersion: user.tokenVersion,
    now: ctx.now,
    expiresAt,
    userAgent: ctx.userAgent?.slice(0, 300) ?? null,
  });
  await recordAudit(
    tx,
    { actor: { id: user.id, label: user.email }, now: ctx.now, requestId: ctx.requestId },
    {
      action: "staff.session.open",
      targetType: "session",
      targetId: session.id,
      before: null,
      after: { via, expiresAt, userAgent: session.userAgent },
    },
  );
  return sessionAnswer(user, token, expiresAt);
}

/** `POST /api/admin/enrolment/confirm`: the first code proves the app works; codes and a session. */
export async function confirmEnrolment(
  ctx: SignInContext,
  user: User,
  code: string,
): Promise<{ recoveryCodes: string[]; session: ConsoleSession }> {
  return withFailureBudget(ctx, user, async () => {
    const totp = await findTotp(ctx.db, user.id);
    if (!totp || totp.confirmedAt) {
      throw new AppError("CONFLICT", "Start the set-up first, or it is finished already");
    }
    const step = /^\d{6}$/.test(code)
      ? findTotpStep(ctx.secrets.unseal(totp.sealedSecret), code, ctx.now)
      : null;
    if (step === null) throw wrongCode();
    const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    return ctx.db.transaction(async (tx) => {
      if (!(await claimTotpStep(tx, { userId: user.id, step, confirmAt: ctx.now }))) {
        throw wrongCode();
      }
      await replaceRecoveryCodes(tx, {
        userId: user.id,
        hashes: recoveryCodes.map((one) => ctx.secrets.recoveryCodeHash(one)),
        now: ctx.now,
      });
      await recordAudit(
        tx,
        { actor: { id: user.id, label: user.email }, now: ctx.now, requestId: ctx.requestId },
        {
          action: "staff.enrol",
          targetType: "user",
          targetId: user.id,
          before: { enrolled: false },
          after: { enrolled: true, recoveryCodes: recoveryCodeCount },
        },
      );
      return { recoveryCodes, session: await openSession(tx, ctx, user, "totp") };
    });
  });
}

/** `POST /api/admin/sessions`: a TOTP code (once per time step) or an unused recovery code. */
export async function signInToConsole(
  ctx: SignInContext,
  user: User,
  code: string,
): Promise<ConsoleSession> {
  return withFailureBudget(ctx, user, async () => {
    const totp = await findTotp(ctx.db, user.id);
    if (!totp?.confirmedAt) {
      throw new AppError("CONFLICT", "Set up two-factor sign-in first");
    }
    return ctx.db.transaction(async (tx) => {
      if (/^\d{6}$/.test(code)) {
        const step = findTotpStep(ctx.secrets.unseal(totp.sealedSecret), code, ctx.now);
        if (step === null || !(await claimTotpStep(tx, { userId: user.id, step }))) {
          throw wrongCode();
        }
        return openSession(tx, ctx, user, "totp");
      }
      const used = await useRecoveryCode(tx, {
        userId: user.id,
        codeHash: ctx.secrets.recoveryCodeHash(code),
        now: ctx.now,
      });
      if (!used) throw wrongCode();
      return openSession(tx, ctx, user, "recovery-code");
    });
  });
}

/** `GET /api/admin/me`: the staff account's role and whether its second factor is set up. */
export async function getStaffStatus(db: Database, user: User) {
  const totp = await findTotp(db, user.id);
  return {
    email: user.email,
    role: user.staffRole ?? ("support" as const),
    enrolled: Boolean(totp?.confirmedAt),
  };
}
