import { z } from "zod";
import { shownTextSchema, textSchema, uuidSchema } from "../contracts/text";
import { MARKETPLACE_IDS, MARKETPLACES } from "../kdp/marketplaces";
import { PRINT_REGION_BY_MARKETPLACE, PRINT_REGIONS, type PrintRegion } from "../kdp/print-costs";
import { DAY_MS } from "../time-units";
import { auditActions, staffRoles } from "./rules";

/*
 * The operator console's API contract (issue 29, decisions 0103 and 0104): every /api/admin/
 * route's body, query and answer, shared by the API's route schemas and the console's pages.
 */

export const staffRoleSchema = z.enum(staffRoles);

/** A six-digit TOTP code, or a recovery code (`xxxxx-xxxxx`, any case, dash optional). */
export const secondFactorSchema = z
  .string()
  .trim()
  .min(6, "must be a 6-digit code or a recovery code")
  .max(16, "must be a 6-digit code or a recovery code")
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, "must be a 6-digit code or a recovery code");

export const secondFactorRequestSchema = z.object({ code: secondFactorSchema });
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;

/** Why an operator made a change: kept in the audit log beside it. */
export const reasonSchema = shownTextSchema({ min: 3, max: 500 });
export const reasonRequestSchema = z.object({ reason: reasonSchema });
export type ReasonRequest = z.input<typeof reasonRequestSchema>;

/** `GET /api/admin/me`: a staff account before its console session. */
export const staffStatusSchema = z.object({
  email: z.string(),
  role: staffRoleSchema,
  /** False until the authenticator app is set up (enrolment confirmed). */
  enrolled: z.boolean(),
});
export type StaffStatus = z.infer<typeof staffStatusSchema>;

/** `POST /api/admin/enrolment`: the secret to put in an authenticator app. */
export const enrolmentStartSchema = z.object({
  /** Base32, for typing in by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type EnrolmentStart = z.infer<typeof enrolmentStartSchema>;

export const consoleSessionSchema = z.object({
  /** The console's bearer token (`adm_…`); shown once. */
  token: z.string(),
  role: staffRoleSchema,
  email: z.string(),
  expiresAt: z.string(),
  idleTimeoutSeconds: z.number().int(),
});
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

/** `POST /api/admin/enrolment/confirm`: the ten recovery codes, shown once, and a session. */
export const enrolmentConfirmedSchema = z.object({
  recoveryCodes: z.array(z.string()),
  session: consoleSessionSchema,
});
export type EnrolmentConfirmed = z.infer<typeof enrolmentConfirmedSchema>;

/** `GET /api/admin/session`: the current console session, without its token. */
export const consoleSessionInfoSchema = consoleSessionSchema.omit({ token: true }).extend({
  recoveryCodesLeft: z.number().int(),
});
export type ConsoleSessionInfo = z.infer<typeof consoleSessionInfoSchema>;

const isoDate = z.iso.datetime({ offset: true });

/** A page of a console list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

const limitSchema = z.coerce.number().int().min(1).max(200).default(50);
const offsetSchema = z.coerce.number().int().min(0).max(1_000_000).default(0);
const directionSchema = z.enum(["asc", "desc"]).default("desc");
const searchSchema = textSchema().trim().max(200).optional();

// ---------------------------------------------------------------- audit log

export { auditActions };
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = [
  "user",
  "order",
  "commission",
  "comment",
  "message",
  "session",
  "kdp-figure-change",
  "payout",
  "job",
  "campaign",
  "popup-set",
  "service-provider",
  "offer",
] as const;

export const auditQuerySchema = z.object({
  actor: textSchema().trim().max(254).optional(),
  action: z.enum(auditActions).optional(),
  targetType: z.enum(auditTargetTypes).optional(),
  targetId: textSchema().trim().max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: limitSchema,
  offset: offsetSchema,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

const formDaySchema = z.union([z.literal(""), z.iso.date()]);

/**
 * The console's audit filter form: the query's own fields, days as the date picker gives them
 * (YYYY-MM-DD, or empty for any), and out the query's parameters, with `to` inclusive (the
 * query's `to` is the instant after the day).
 */
export const auditFiltersSchema = z
  .object({
    actor: auditQuerySchema.shape.actor,
    action: z.union([z.literal(""), auditQuerySchema.shape.action.unwrap()]),
    targetId: auditQuerySchema.shape.targetId,
    from: formDaySchema,
    to: formDaySchema,
  })
  .transform(({ actor, action, targetId, from, to }) => {
    const params: Record<string, string> = {};
    if (actor) params.actor = actor;
    if (action) params.action = action;
    if (targetId) params.targetId = targetId;
    if (from) params.from = new Date(`${from}T00:00:00Z`).toISOString();
    if (to) params.to = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString();
    return params;
  });
export type AuditFilters = z.input<typeof auditFiltersSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);

// The overview and the system screen: ./ops-contract.ts (decision 0136).

// ---------------------------------------------------------------- people

export const peopleSortFields = ["createdAt", "email", "username"] as const;
export const peopleQuerySchema = z.object({
  q: searchSchema,
  sort: z.enum(peopleSortFields).default("createdAt"),
  dir: directionSchema,
  limit: limitSchema,
  offset: offsetSchema,
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

export const personRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: staffRoleSchema.nullable(),
  createdAt: z.string(),
  deleted: z.boolean(),
});
export type PersonRow = z.infer<typeof personRowSchema>;
export const peoplePageSchema = pageOf(personRowSchema);

export const entitlementSourceSchema = z.enum([
  "order",
  "subscription",
  "operator",
  "free",
  "seed",
]);
export const entitlementSchema = z.object({
  id: z.string(),
  featureId: z.string(),
  productId: z.string(),
  period: z.string().nullable(),
  until: z.string().nullable(),
  active: z.boolean(),
  source: entitlementSourceSchema,
  orderId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  grantedAt: z.string(),
});
export type Entitlement = z.infer<typeof entitlementSchema>;

export const orderRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  provider: z.string(),
  status: z.string(),
  mode: z.string(),
  totalCents: z.number().int(),
  shippingCents: z.number().int().nullable(),
  refundedCents: z.number().int(),
  currency: z.string(),
  products: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderRowView = z.infer<typeof orderRowSchema>;

export const personDetailSchema = personRowSchema.extend({
  /** The plan the header shows: the best tier the active grants give. */
  plan: z.string(),
  points: z.number().int(),
  entitlements: z.array(entitlementSchema),
  orders: z.array(orderRowSchema),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      status: z.string(),
      interval: z.string(),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
  consoleSessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
      userAgent: z.string().nullable(),
    }),
  ),
  enrolled: z.boolean(),
  /** The newest notifications (at most 50). */
  notifications: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      createdAt: z.string(),
      readAt: z.string().nullable(),
    }),
  ),
  /** The affiliate account, with its commissions counted and summed by status. */
  affiliate: z
    .object({
      id: z.number().int(),
      username: z.string(),
      payoutEmail: z.string().nullable(),
      createdAt: z.string(),
      commissions: z.array(
        z.object({
          status: z.string(),
          count: z.number().int(),
          amountCents: z.number().int(),
        }),
      ),
    })
    .nullable(),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const grantFeatureRequestSchema = z.object({
  featureId: z.string().trim().min(1, "is required").max(100),
  /** Omit for a grant that does not lapse. */
  until: isoDate.optional(),
  reason: reasonSchema,
});
export type GrantFeatureRequest = z.input<typeof grantFeatureRequestSchema>;

export const setStaffRoleRequestSchema = z.object({
  role: staffRoleSchema.nullable(),
  reason: reasonSchema,
});

export const personParamsSchema = z.object({ id: uuidSchema });

/** `POST /api/admin/people/{id}/export`: everything the account holds, as JSON (GDPR access). */
export const personExportSchema = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  /** Rows of every table that names the account, by table. */
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type PersonExport = z.infer<typeof personExportSchema>;
export const grantParamsSchema = z.object({ id: uuidSchema, grantId: uuidSchema });

// ---------------------------------------------------------------- orders

export const orderSortFields = ["createdAt", "paidAt", "totalCents"] as const;
export const ordersQuerySchema = z.object({
  q: searchSchema,
  status: z.enum(["pending", "paid", "failed", "canceled"]).optional(),
  provider: z.enum(["sandbox", "stripe", "paypal"]).optional(),
  sort: z.enum(orderSortFields).default("createdAt"),
  dir: directionSchema,
  limit: limitSchema,
  offset: offsetSchema,
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;
export const ordersPageSchema = pageOf(orderRowSchema);

export const fulfilmentViewSchema = z
  .object({
    status: z.string(),
    shippedAt: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingCarrier: z.string().nullable(),
  })
  .nullable();

/** A tracking number as carriers print them: letters, digits, spaces and dashes. */
export const shipOrderRequestSchema = z.object({
  trackingNumber: z
    .string()
    .trim()
    .min(4, "must be at least 4 characters")
    .max(64, "must be at most 64 characters")
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, "may hold only letters, digits, spaces and dashes"),
  carrier: shownTextSchema({ max: 60 }).optional(),
});
export type ShipOrderRequest = z.input<typeof shipOrderRequestSchema>;

export const refundViewSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.string(),
  reason: z.string(),
  refundRef: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

export const paymentEventViewSchema = z.object({
  provider: z.string(),
  eventId: z.string(),
  type: z.string(),
  orderId: z.string().nullable(),
  receivedAt: z.string(),
});
export const paymentEventsPageSchema = pageOf(paymentEventViewSchema);
export const paymentEventsQuerySchema = z.object({ limit: limitSchema, offset: offsetSchema });

export const orderDetailViewSchema = orderRowSchema.extend({
  captureRef: z.string().nullable(),
  lines: z.array(
    z.object({ productId: z.string(), title: z.string(), unitCents: z.number().int() }),
  ),
  refunds: z.array(refundViewSchema),
  events: z.array(paymentEventViewSchema),
  commissions: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      amountCents: z.number().int(),
      holdReason: z.string().nullable(),
    }),
  ),
  /** What may still be refunded, in cents. */
  refundableCents: z.number().int(),
  /** Merch: awaiting fulfilment or shipped, with the tracking number; null for other orders. */
  fulfilment: fulfilmentViewSchema,
});
export type OrderDetailView = z.infer<typeof orderDetailViewSchema>;

export const refundRequestSchema = z.object({
  /** Omit to refund everything that is left. */
  amountCents: z.number().int().min(1).max(100_000_000).optional(),
  reason: reasonSchema,
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

// ---------------------------------------------------------------- affiliates

export const commissionsQuerySchema = z.object({
  status: z.enum(["pending", "held", "approved", "paid", "reversed"]).default("held"),
  limit: limitSchema,
  offset: offsetSchema,
});
export const commissionViewSchema = z.object({
  id: z.string(),
  affiliateId: z.number().int(),
  affiliateEmail: z.string(),
  buyerEmail: z.string(),
  orderId: z.string(),
  kind: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  holdReason: z.string().nullable(),
  earnedAt: z.string(),
});
export type CommissionView = z.infer<typeof commissionViewSchema>;
export const commissionsPageSchema = pageOf(commissionViewSchema);

const payoutRowSchema = z.object({
  affiliateId: z.number().int(),
  username: z.string(),
  payoutEmail: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  commissionIds: z.array(z.string()),
});
/** `GET /api/admin/payouts`: what an export would hold now (without approving anything). */
export const payoutPreviewSchema = z.object({
  thresholdCents: z.number().int(),
  rows: z.array(payoutRowSchema),
  skipped: z.array(
    z.object({ affiliateId: z.number().int(), reason: z.string(), amountCents: z.number().int() }),
  ),
});
/** `POST /api/admin/payouts/export`: the CLI's export, with the file to pay from. */
export const payoutExportSchema = payoutPreviewSchema.extend({
  csv: z.string(),
  approvedNow: z.number().int(),
});
export const markPayoutsPaidRequestSchema = z.object({
  /** The exported file, given back after paying it. */
  csv: z.string().min(1, "is required").max(2_000_000, "must be at most 2 MB"),
  reason: reasonSchema,
});
export type MarkPayoutsPaidRequest = z.input<typeof markPayoutsPaidRequestSchema>;
export const markPayoutsPaidSchema = z.object({
  paid: z.array(z.string()),
  unchanged: z.array(z.string()),
});

// ---------------------------------------------------------------- moderation

export const commentsQuerySchema = z.object({
  status: z.enum(["visible", "hidden", "spam"]).optional(),
  /** `review`: visible comments not moderated yet that readers reported or are their author's first. */
  queue: z.enum(["review"]).optional(),
  sort: z.enum(["createdAt"]).default("createdAt"),
  dir: directionSchema,
  limit: limitSchema,
  offset: offsetSchema,
});
export const commentViewSchema = z.object({
  id: z.string(),
  kind: z.string(),
  targetId: z.string(),
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
  /** How many readers reported it. */
  reports: z.number().int(),
  /** Its author's first comment. */
  firstTime: z.boolean(),
});
export type CommentView = z.infer<typeof commentViewSchema>;
export const commentsPageSchema = pageOf(commentViewSchema);
export const moderateCommentRequestSchema = z.object({
  status: z.enum(["visible", "hidden", "spam"]),
  reason: reasonSchema,
});

export const messagesQuerySchema = z.object({
  state: z.enum(["open", "closed", "all"]).default("open"),
  limit: limitSchema,
  offset: offsetSchema,
});
export const messageViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type MessageView = z.infer<typeof messageViewSchema>;
export const messagesPageSchema = pageOf(messageViewSchema);

/** `POST /api/admin/messages/{id}/reply`: an email to the sender, through the mailer. */
export const replyMessageRequestSchema = z.object({
  text: shownTextSchema({ min: 1, max: 10_000 }),
  /** Close the message with the reply (the default). */
  close: z.boolean().default(true),
});
export type ReplyMessageRequest = z.input<typeof replyMessageRequestSchema>;

export const newsletterQuerySchema = z.object({
  q: searchSchema,
  sort: z.enum(["createdAt", "email"]).default("createdAt"),
  dir: directionSchema,
  limit: limitSchema,
  offset: offsetSchema,
});
export type NewsletterQuery = z.input<typeof newsletterQuerySchema>;
export const newsletterSignUpSchema = z.object({
  id: z.string(),
  email: z.string(),
  source: z.string().nullable(),
  createdAt: z.string(),
});
export type NewsletterSignUp = z.infer<typeof newsletterSignUpSchema>;
export const newsletterPageSchema = pageOf(newsletterSignUpSchema);

export const idParamsSchema = z.object({ id: uuidSchema });
export const commissionParamsSchema = z.object({ id: uuidSchema });

// ---------------------------------------------------------------- KDP figure changes

/*
 * A dated KDP figure change an admin records (decision 0127): a printing cost row, a store's print
 * 60% threshold or its eBook delivery cost per MB, with the page that announced it.
 */
const figureSourceSchema = z.object({
  title: shownTextSchema({ max: 300 }),
  url: z.url({ protocol: /^https?$/ }).max(2000),
  date: z.iso.date(),
});
const datedFigure = { effectiveFrom: z.iso.date(), source: figureSourceSchema };
const moneyAmount = z.number().min(0).max(100_000);

/** KDP's longest book is 828 pages; a band past 1,000 is a typing slip. */
const MAX_BAND_PAGES = 1000;

/** A printing-cost row's fields, shared by the console's request and the demo's dev route. */
export const printCostRowShape = {
  region: z.enum(PRINT_REGIONS),
  binding: z.enum(["paperback", "hardcover"]),
  ink: z.enum(["black", "standard-color", "premium-color"]),
  bands: z
    .array(
      z.object({
        minPages: z.number().int().min(1).max(MAX_BAND_PAGES),
        maxPages: z.number().int().min(1).max(MAX_BAND_PAGES),
        fixed: z.object({ regular: moneyAmount, large: moneyAmount }),
        perPage: z.object({ regular: moneyAmount, large: moneyAmount }),
      }),
    )
    .min(1)
    .max(10),
};

/** The refinement every schema holding `printCostRowShape` adds: `explainPrintCostRowProblem`. */
export function refinePrintCostRow(
  row: Parameters<typeof explainPrintCostRowProblem>[0],
  ctx: z.RefinementCtx,
): void {
  const problem = explainPrintCostRowProblem(row);
  if (problem) ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
}

export const figureChangeRequestSchema = z.discriminatedUnion("figure", [
  z.object({
    figure: z.literal("print-threshold"),
    marketplace: z.enum(MARKETPLACE_IDS),
    value: moneyAmount.positive(),
    ...datedFigure,
  }),
  z.object({
    figure: z.literal("delivery-cost"),
    marketplace: z.enum(MARKETPLACE_IDS),
    value: moneyAmount,
    ...datedFigure,
  }),
  z
    .object({ figure: z.literal("print-cost"), ...printCostRowShape, ...datedFigure })
    .superRefine(refinePrintCostRow),
]);

/**
 * What makes a printing-cost row impossible, or null: a binding or ink KDP does not print where
 * the row says, or page bands that are reversed, overlap or are out of order. A stored row re-prices
 * members' books on its date (decision 0127), so an impossible one must never be recorded.
 */
export function explainPrintCostRowProblem(change: {
  region: PrintRegion;
  binding: "paperback" | "hardcover";
  ink: "black" | "standard-color" | "premium-color";
  bands: readonly { minPages: number; maxPages: number }[];
}): { path: (string | number)[]; message: string } | null {
  if (change.binding === "hardcover" && change.ink === "standard-color") {
    return { path: ["ink"], message: "KDP prints hardcovers in black or premium colour only" };
  }
  if (change.binding === "hardcover" && !regionSellsHardcovers(change.region)) {
    return { path: ["binding"], message: `KDP sells no hardcovers in the ${change.region} region` };
  }
  let previousMax = 0;
  for (const [index, band] of change.bands.entries()) {
    if (band.minPages > band.maxPages) {
      return {
        path: ["bands", index, "maxPages"],
        message: `must be at least the band's first page (${band.minPages})`,
      };
    }
    if (band.minPages <= previousMax) {
      return {
        path: ["bands", index, "minPages"],
        message: `must come after the previous band, which ends at page ${previousMax}`,
      };
    }
    previousMax = band.maxPages;
  }
  return null;
}

function regionSellsHardcovers(region: PrintRegion): boolean {
  return MARKETPLACES.some(
    (marketplace) =>
      marketplace.print?.hardcover === true &&
      PRINT_REGION_BY_MARKETPLACE[marketplace.id] === region,
  );
}
export type FigureChangeRequest = z.infer<typeof figureChangeRequestSchema>;

/**
 * The console's form for a store's figure: the request's own fields, flat and as typed (the
 * value as text), out the request body.
 */
export const storeFigureFormSchema = z
  .object({
    figure: z.enum(["print-threshold", "delivery-cost"]),
    marketplace: z.enum(MARKETPLACE_IDS),
    value: z.string().trim().min(1, "is required").transform(Number).pipe(moneyAmount),
    effectiveFrom: datedFigure.effectiveFrom,
    title: figureSourceSchema.shape.title,
    url: figureSourceSchema.shape.url,
    date: figureSourceSchema.shape.date,
  })
  .transform(
    ({ title, url, date, ...figure }) =>
      ({ ...figure, source: { title, url, date } }) as FigureChangeRequest,
  );

export const figureChangeViewSchema = z.object({
  id: z.string(),
  figure: z.string(),
  effectiveFrom: z.string(),
  source: z.object({ title: z.string(), url: z.string().optional(), date: z.string() }),
  appliedAt: z.string().nullable(),
});
export const recordedFigureChangeSchema = z.object({
  change: figureChangeViewSchema,
  booksNotified: z.number().int(),
});
export const figureChangesSchema = z.object({ changes: z.array(figureChangeViewSchema) });
