import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { PasswordHasher } from "../auth/password-hasher";
import type { TokenService } from "../auth/tokens";
import type { EmailSender } from "../email/email-sender";
import type { RateLimiter } from "../rate-limit/rate-limiter";

/** What the account use cases work with; built per request by `accountContext(app, request)`. */
export type AccountContext = {
  db: Database;
  /** The request's instant (the app clock, read once). */
  now: Date;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  tokens: TokenService;
  emails: EmailSender;
  siteName: string;
  /** Where to send links in emails: only URLs on this origin are accepted. */
  webOrigin: string;
  log: FastifyBaseLogger;
};
