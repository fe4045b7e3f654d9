import type { FastifyRequest } from "fastify";
import { findUserById } from "../../db/queries/accounts";
import type { User } from "../../db/schema";
import { AppError } from "../../errors";
import type { AccountContext } from "../../services/account/context";
import {
  createIdentityProviders,
  type IdentityProviders,
} from "../../services/auth/identity-providers";
import { defaultPasswordHasher, type PasswordHasher } from "../../services/auth/password-hasher";
import { createTokenService, type TokenService } from "../../services/auth/tokens";
import { createEmailSender, type EmailSender } from "../../services/email/email-sender";
import {
  createOutboxMailer,
  createSmtpMailer,
  type Mailer,
  meteredMailer,
} from "../../services/email/mailer";
import { createMemoryRateLimiter, type RateLimiter } from "../../services/rate-limit/rate-limiter";
import { createRedisRateLimiter } from "../../services/rate-limit/redis-rate-limiter";
import type { App } from "../../types";

/** Adapters `buildApp` may be given instead of the ones config selects (tests, benchmarks). */
export type AuthOptions = {
  passwordHasher?: PasswordHasher;
  rateLimiter?: RateLimiter;
  mailer?: Mailer;
  identityProviders?: IdentityProviders;
};

declare module "fastify" {
  interface FastifyInstance {
    passwordHasher: PasswordHasher;
    /** Sign-in, registration and reset budgets (ADR 0013). */
    rateLimiter: RateLimiter;
    mailer: Mailer;
    emailSender: EmailSender;
    tokens: TokenService;
    identityProviders: IdentityProviders;
    /** preHandler for routes that need a signed-in user; sets `request.authUser`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for public routes that act on a signed-in user when there is one (a referral
     * click, a free tool's run): sets `request.authUser` for a valid token, else leaves it null.
     */
    identifyIfSignedIn: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in account, set by `app.authenticate`; null on public routes. */
    authUser: User | null;
  }
}

/** `Authorization: Bearer <token>`; the only place a token is read from (DESIGN, G-41). */
export function readBearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header ?? "");
  return match?.[1];
}

export function registerAuth(app: App, options: AuthOptions = {}): void {
  const { config } = app;
  const ownsLimiter = options.rateLimiter === undefined;
  const ownsMailer = options.mailer === undefined;

  const rateLimiter =
    options.rateLimiter ??
    (config.redisUrl
      ? createRedisRateLimiter(config.redisUrl)
      : createMemoryRateLimiter(() => app.now().getTime()));
  const mailer =
    options.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
      : createOutboxMailer({ db: app.db, now: app.now }));
  const emailSender = createEmailSender(meteredMailer(mailer, app.opsMeter));

  app.decorate("passwordHasher", options.passwordHasher ?? defaultPasswordHasher);
  app.decorate("rateLimiter", rateLimiter);
  app.decorate("mailer", mailer);
  app.decorate("emailSender", emailSender);
  app.decorate("tokens", createTokenService({ secret: config.secrets.tokenSecret, now: app.now }));
  app.decorate(
    "identityProviders",
    options.identityProviders ?? createIdentityProviders(config, { now: app.now }),
  );
  app.decorateRequest("authUser", null);

  /** The live account a bearer token names, or undefined (expired, forged, revoked, deleted). */
  async function userOfToken(token: string): Promise<User | undefined> {
    const claims = await app.tokens.verify(token);
    const user = claims ? await findUserById(app.db, claims.userId) : undefined;
    if (!claims || !user || user.deletedAt !== null || user.tokenVersion !== claims.tokenVersion) {
      return undefined;
    }
    return user;
  }

  app.decorate("authenticate", async (request: FastifyRequest) => {
    const token = readBearerToken(request.headers.authorization);
    if (token === undefined) {
      throw new AppError("UNAUTHENTICATED", "Sign in first: send Authorization: Bearer <token>");
    }
    const user = await userOfToken(token);
    if (!user) {
      // Expired, forged, revoked by a password change, or its account deleted: one answer.
      throw new AppError("UNAUTHENTICATED", "The session is no longer valid; sign in again");
    }
    request.authUser = user;
  });

  app.decorate("identifyIfSignedIn", async (request: FastifyRequest) => {
    const token = readBearerToken(request.headers.authorization);
    if (token === undefined) return;
    request.authUser = (await userOfToken(token)) ?? null;
  });

  // Routes ask for a user with `onRequest: app.authenticate`, so the token is checked before the
  // body is read or validated (401 before 400, and strangers never get a body parsed) and before
  // the route's rate limit, which @fastify/rate-limit appends after it and which then counts per
  // user rather than per token (decision 0029). The hook is named where the route is declared, not
  // moved there by an onRoute hook: Sentry's Fastify tracing wraps every route hook before ours
  // runs, and a wrapped hook no longer compares equal to `app.authenticate` (decision 0161).
  // A route that asks for it later, as a preHandler, would validate first: that fails at start-up.
  app.addHook("onRoute", (routeOptions) => {
    const preHandlers = routeOptions.preHandler;
    const list = Array.isArray(preHandlers) ? preHandlers : preHandlers ? [preHandlers] : [];
    if (list.includes(app.authenticate)) {
      throw new Error(
        `${routeOptions.method} ${routeOptions.url}: use onRequest: app.authenticate, not preHandler`,
      );
    }
  });

  app.addHook("onReady", async () => {
    if (mailer.kind === "outbox" && config.mode === "production") {
      app.log.warn("SMTP_URL is not set: emails (password resets) are kept in the outbox table");
    }
  });

  app.addHook("onClose", async () => {
    await emailSender.idle();
    if (ownsMailer) await mailer.close();
    if (ownsLimiter) await rateLimiter.close();
  });
}

/** The signed-in account of a route that ran `app.authenticate`. */
export function requireUser(request: FastifyRequest): User {
  if (!request.authUser) {
    throw new AppError("UNAUTHENTICATED", "Sign in first: send Authorization: Bearer <token>");
  }
  return request.authUser;
}

/** The services' view of the app for one request. */
export function accountContext(app: App, request: FastifyRequest): AccountContext {
  return {
    db: app.db,
    now: app.now(),
    hasher: app.passwordHasher,
    limiter: app.rateLimiter,
    tokens: app.tokens,
    emails: app.emailSender,
    siteName: app.config.siteName,
    webOrigin: app.config.webOrigin,
    log: request.log,
  };
}
