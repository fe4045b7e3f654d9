import type { PlanTier } from "@inkforge/domain/shop/enums";

/** The password of every demo account (demo mode only). */
export const demoPassword = "inkforge-demo";

export type DemoAccount = {
  email: string;
  /** The plan tier the account is meant to show; the shop seed grants the matching features. */
  plan: PlanTier;
  /** A new member: its `createdAt` is moved to the server's start time on every start. */
  newMember: boolean;
  /**
   * How long ago the account joined, in days, at the seed's clock: realistic ages, so only the
   * new member (0) gets the new-member price (under 24 hours old).
   */
  ageDays: number;
};

/**
 * The demo accounts. `.test` addresses (RFC 2606) can never reach a real inbox.
 * The shop grants each `plan` its features by looking accounts up by email.
 */
export const demoAccounts: readonly DemoAccount[] = [
  { email: "free@demo.inkforge.test", plan: "Free", newMember: false, ageDays: 45 },
  { email: "pro@demo.inkforge.test", plan: "Pro", newMember: false, ageDays: 120 },
  { email: "promax@demo.inkforge.test", plan: "Pro Max", newMember: false, ageDays: 240 },
  { email: "supreme@demo.inkforge.test", plan: "Supreme", newMember: false, ageDays: 400 },
  { email: "new@demo.inkforge.test", plan: "Free", newMember: true, ageDays: 0 },
];
