import { z } from "zod";
import { DEFAULT_ITEM_INDEX } from "../constants";
import { toSafeRelativePath } from "../navigation/safe-redirect";
import {
  availabilities,
  billingPeriods,
  DEFAULT_FEATURE_TYPE,
  featureTypes,
  offerings,
  planTierKinds,
  planTiers,
  productBillingPeriods,
  recurringPeriods,
  subscriptionStatuses,
} from "../shop/enums";
import { ownedFeatureSchema } from "./account";

/**
 * Shop, features, payments, downloads and courses contracts (spec 7.11–7.14). Shared by the API's
 * route schemas and the web app.
 *
 * Money: every amount is integer US cents (`price.month: 999` is $9.99); the web formats it with
 * `formatPrice` from `@inkforge/domain/shop/money`. Payment providers' own decimal strings appear
 * only in the capture answer, as the spec's capture result carries them.
 *
 * Requests: the server alone decides prices (DESIGN 4). Request schemas declare no amount,
 * currency, price or quantity field, and zod objects drop unknown keys, so whatever a client sends
 * there is never seen by the route. Tokens are read from the Authorization header only (G-41), so a
 * `token` in a body is dropped the same way.
 */

// --- Enumerations (spec §3, ENT-33..36) ----------------------------------------------------------

/** ENT-33: exactly free, month, year, both, lifetime. */
export const billingPeriodSchema = z.enum(billingPeriods);
/** The period of one product (all but `both`). */
export const productBillingPeriodSchema = z.enum(productBillingPeriods);
/** ENT-34: every plan tier kind the spec names (only five are sold, decision 0016). */
export const planTierKindSchema = z.enum(planTierKinds);
/** The tiers sold today, lowest first. */
export const planTierSchema = z.enum(planTiers);
/** ENT-35. */
export const availabilitySchema = z.enum(availabilities);
/** ENT-36. */
export const offeringSchema = z.enum(offerings);
/** ENT-04. */
export const featureTypeSchema = z.enum(featureTypes);
export const recurringIntervalSchema = z.enum(recurringPeriods);
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);

// --- Shared pieces ---------------------------------------------------------------------------------

const cents = z.number().int().nonnegative().describe("Integer US cents");
const id = z.string().min(1).max(128);
/** A product id as clients send it; the server looks it up and refuses unknown ids. */
export const productIdSchema = z
  .string()
  .trim()
  .min(1, "is required")
  .max(128)
  .regex(/^[a-z0-9-]+$/, "must be a product id (lower-case letters, digits and hyphens)");
const isoInstant = z.iso.datetime();

/**
 * Where the buyer returns after paying (`success`) or cancelling (`fail`): a same-site path such
 * as "/payment-success?next=%2Fpricing". The API prefixes the web origin it is configured with,
 * so a request cannot send buyers to another site (G-41).
 */
export const returnPathSchema = z
  .string()
  .min(1, "is required")
  .max(2048)
  .refine((value) => toSafeRelativePath(value, "") === value, {
    message: 'must be a path on this site, starting with "/"',
  });

/** The affiliate tracking value passed along with purchases (spec 7.12). */
export const affiliateValueSchema = z
  .string()
  .trim()
  .max(128)
  .optional()
  .describe("Affiliate tracking value; reported with the sale");

export const fileDescriptorSchema = z.object({
  name: z.string().min(1),
  sizeBytes: z.number().int().nonnegative().describe("Approximate size for display"),
  contentType: z.enum(["application/pdf", "text/csv"]),
});

// --- Shop items (7.11 `/api/shop`, 7.12 `/api/features`, `/api/fc`) ------------------------------

/** Prices of one offer per billing period, in cents. A free item has `free: 0` only. */
export const shopPriceSchema = z.object({
  free: z.literal(0).optional(),
  month: cents.optional(),
  year: cents.optional(),
  lifetime: cents.optional(),
});

/**
 * A shop item (spec §3 "Feature"): one offer with its prices per period and the product id to
 * check out for each (`products.month` → `pro-monthly`). Items without `feature_type` are
 * features, items without `index` sort as 1000 (ENT-04, ENT-06).
 */
export const shopItemSchema = z.object({
  _id: id.describe("Offer id (the feature it sells), e.g. pro or hot-niches"),
  feature_type: featureTypeSchema.default(DEFAULT_FEATURE_TYPE),
  index: z.number().default(DEFAULT_ITEM_INDEX),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable().describe("Site-relative image path"),
  price: shopPriceSchema,
  products: z
    .object({
      free: id.optional(),
      month: id.optional(),
      year: id.optional(),
      lifetime: id.optional(),
    })
    .describe("Product id to check out for each period"),
  offering: offeringSchema,
  categories: z.array(z.string()),
  tier: planTierSchema.optional().describe("For plans: the tier the plan gives"),
  file: fileDescriptorSchema.optional().describe("For downloadable items"),
});
export type ShopItem = z.output<typeof shopItemSchema>;

export const shopCategorySchema = z.object({
  _id: id,
  name: z.string(),
  index: z.number().default(DEFAULT_ITEM_INDEX),
});
export type ShopCategoryView = z.output<typeof shopCategorySchema>;

/** `GET /api/merch`, `/api/merch/viewproduct/{id}`. `price` is one-time, in cents. */
export const merchItemSchema = z.object({
  _id: id,
  index: z.number().default(DEFAULT_ITEM_INDEX),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  price: cents,
  categories: z.array(z.string()),
});
export type MerchItemView = z.output<typeof merchItemSchema>;

/** `POST /api/comment/shop`. */
export const shopCommentRequestSchema = z.object({
  pid: id.describe("The shop item commented on"),
  message: z.string().trim().min(1, "is required").max(2000, "must be at most 2000 characters"),
});
/** `GET /api/comment/shop/{id}` entries (spec §3 comment: pid, message, datetime). */
export const shopCommentSchema = z.object({
  _id: id,
  pid: id,
  message: z.string(),
  datetime: isoInstant,
  username: z.string().nullable(),
});

// --- Feature limits (7.12 `/api/features/limits`) ------------------------------------------------

export const featureLimitSchema = z.object({
  capability_id: id,
  availability: availabilitySchema,
  limit: z.number().int().nonnegative().nullable().describe("null = no limit; 0 = none"),
  limit_unit: z.string().nullable().describe('What the limit counts, e.g. "tracked keywords"'),
});
/** `GET /api/features/limits`: the signed-in user's tier and what each capability allows. */
export const featureLimitsResponseSchema = z.object({
  tier: planTierSchema,
  limits: z.array(featureLimitSchema),
});
export type FeatureLimitsResponse = z.output<typeof featureLimitsResponseSchema>;

// --- Purchases (7.8 subs, 7.12 features) ---------------------------------------------------------

const productItemSchema = z.object({ product_id: productIdSchema });

/**
 * `POST /api/features/paynow`. One of each product: a `quantity` or price sent by the client is
 * dropped. Answers `{ url }` (spec §5: success only with a url).
 */
export const paynowRequestSchema = z.object({
  items: z.array(productItemSchema).min(1, "needs at least one product").max(20),
  success: returnPathSchema,
  fail: returnPathSchema,
  affiliate: affiliateValueSchema,
});
export type PaynowRequest = z.input<typeof paynowRequestSchema>;

/** A subscription item id: `subs_{productId}` for a monthly or yearly product. */
export const subscriptionItemIdSchema = z
  .string()
  .regex(/^subs_[a-z0-9-]+$/, "must be a subscription item id like subs_pro-monthly");

/**
 * `POST /api/subs/paynow` (spec 7.8). The spec's body has `quantity: 1` per item; it is accepted
 * and dropped, because a subscription is always for one. One subscription per checkout.
 */
export const subsPaynowRequestSchema = z.object({
  items: z
    .array(z.object({ id: subscriptionItemIdSchema }))
    .min(1)
    .max(1, "one subscription at a time"),
  success: returnPathSchema,
  fail: returnPathSchema,
});
export type SubsPaynowRequest = z.input<typeof subsPaynowRequestSchema>;

/**
 * `POST /api/features/recurring-payment`. `product_id` is an offer id (`pro`, with `interval`
 * choosing the product) or a product id whose period must equal `interval`.
 */
export const recurringPaymentRequestSchema = z.object({
  product_id: productIdSchema,
  success: returnPathSchema,
  fail: returnPathSchema,
  interval: recurringIntervalSchema,
  affiliate: affiliateValueSchema,
});
export type RecurringPaymentRequest = z.input<typeof recurringPaymentRequestSchema>;

/** `POST /api/features/freepaynow`: free items only (answers "OK"). */
export const freePaynowRequestSchema = z.object({
  items: z.array(productItemSchema).min(1, "needs at least one product").max(20),
  success: returnPathSchema,
  fail: returnPathSchema,
});
export type FreePaynowRequest = z.input<typeof freePaynowRequestSchema>;

/** The answer of a free claim (spec §5: success only if the response is "OK"). */
export const okResponseSchema = z.literal("OK");

/** Purchases and subscriptions answer the provider's (or sandbox's) checkout page. */
export const checkoutUrlResponseSchema = z.object({ url: z.string().min(1) });

/** `/checkout/v3` query: `product` (offer or product id), `type` (period), optional `offer`. */
export const checkoutQuerySchema = z.object({
  product: productIdSchema,
  type: productBillingPeriodSchema.exclude(["free"]).optional(),
  offer: z.literal("new-member").optional(),
});

// --- PayPal (7.13) ----------------------------------------------------------------------------------

/**
 * `POST /api/paypal/create-paypal-order`. `special_offer` is "new-member" or absent; the server
 * re-checks eligibility. `ip` may be missing when the IP lookup failed (G-15). A token in the
 * payload (spec 7.13) is dropped: the Authorization header identifies the buyer (G-41).
 */
export const paypalCreateOrderRequestSchema = z.object({
  items: z.array(productItemSchema).min(1, "needs at least one product").max(20),
  success: returnPathSchema,
  fail: returnPathSchema,
  ip: z.union([z.ipv4(), z.ipv6()]).nullish(),
  special_offer: z.literal("new-member").nullish(),
  affiliate: affiliateValueSchema,
});
export type PaypalCreateOrderRequest = z.input<typeof paypalCreateOrderRequestSchema>;

export const paypalCreateOrderResponseSchema = z.object({ id: id.describe("Provider order id") });

/** `POST /api/paypal/capture-paypal-order`. Capturing twice answers the first capture again. */
export const paypalCaptureRequestSchema = z.object({ orderID: id });

/** A provider decimal amount, e.g. "89.55". */
export const decimalAmountSchema = z.string().regex(/^\d{1,12}\.\d{2}$/, "must look like 89.55");

/** The capture answer: its id and the captured amount (spec §3, PAY-09/10). */
export const paypalCaptureResponseSchema = z.object({
  id: id.describe("Capture id; reported to the affiliate service as idev_ordernum"),
  status: z.enum(["COMPLETED", "PENDING", "DECLINED", "FAILED", "REFUNDED", "PARTIALLY_REFUNDED"]),
  amount: z.object({
    value: decimalAmountSchema.describe("Captured amount; reported as idev_saleamt"),
    currency_code: z.literal("USD"),
  }),
});
export type PaypalCaptureResponse = z.output<typeof paypalCaptureResponseSchema>;

// --- Orders and subscriptions ------------------------------------------------------------------------

export const orderStatusSchema = z.enum([
  "created",
  "approved",
  "captured",
  "failed",
  "canceled",
  "refunded",
]);

export const orderLineSchema = z.object({
  product_id: id,
  title: z.string(),
  unit_cents: cents.describe("Paid per unit, after any offer"),
  list_cents: cents.describe("Catalogue price before any offer"),
  quantity: z.literal(1),
});

/** An order as the API stores and shows it; amounts come from the server's pricing only. */
export const orderSchema = z.object({
  _id: id,
  status: orderStatusSchema,
  provider: z.enum(["sandbox", "stripe", "paypal"]),
  items: z.array(orderLineSchema).min(1),
  total_cents: cents,
  currency: z.literal("USD"),
  special_offer: z.literal("new-member").nullable(),
  created_at: isoInstant,
  captured_at: isoInstant.nullable(),
});
export type Order = z.output<typeof orderSchema>;

/** `GET /api/shop/subscription/{id}`, `/api/subscription/past-due`, `GET /api/subs`. */
export const subscriptionSchema = z.object({
  _id: id,
  product_id: id,
  status: subscriptionStatusSchema,
  current_period_end: isoInstant,
  cancel_at_period_end: z.boolean(),
  interval: recurringIntervalSchema,
});
export type Subscription = z.output<typeof subscriptionSchema>;

// --- Downloads and courses (7.11, 7.14) ------------------------------------------------------------

/** `GET /api/download/list`, `/api/download/view/{id}`, `/api/download/viewbyproduct/{id}`. */
export const downloadItemSchema = z.object({
  _id: id,
  product_id: id,
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  file: fileDescriptorSchema,
  acquired_at: isoInstant,
});
export type DownloadItem = z.output<typeof downloadItemSchema>;

export const courseLessonSchema = z.object({
  _id: id,
  title: z.string(),
  duration_seconds: z.number().int().nonnegative(),
});
export const courseModuleSchema = z.object({
  _id: id,
  title: z.string(),
  lessons: z.array(courseLessonSchema),
});
/** `GET /api/courses/by-user` entries. */
export const courseSchema = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  modules: z.array(courseModuleSchema),
});
export type CourseView = z.output<typeof courseSchema>;

/** `GET /api/courses/{course}/lessons/{lesson}`: one lesson's text, for the course's owners. */
export const courseLessonContentSchema = z.object({
  _id: id,
  course_id: id,
  module_title: z.string(),
  title: z.string(),
  body: z
    .string()
    .describe("The lesson in the blog's safe Markdown subset (paragraphs, ## headings, - lists)"),
  reading_minutes: z.number().int().positive(),
  video_url: z
    .string()
    .nullable()
    .describe("Set only when COURSE_VIDEO_URL_TEMPLATE is configured"),
  previous_lesson_id: id.nullable(),
  next_lesson_id: id.nullable(),
  position: z.number().int().positive().describe("1-based position of the lesson in the course"),
  lesson_count: z.number().int().positive(),
});
export type CourseLessonContent = z.output<typeof courseLessonContentSchema>;

/** `GET /api/courses/course-status/{id}`. */
export const courseStatusSchema = z.object({
  course_id: id,
  completed_lessons: z.array(id),
  percent_complete: z.number().int().min(0).max(100),
  last_lesson_id: id.nullable(),
});
export type CourseStatus = z.output<typeof courseStatusSchema>;

// --- Shop API additions (decisions 0018–0021) -------------------------------------------------------

/**
 * `POST /api/features/paynow` as the API reads it: `paynowRequestSchema` plus the optional
 * `special_offer` that the PayPal path has too, so buyers outside the PayPal countries (G-04) get
 * the new-member price by card. The server re-checks eligibility (account younger than 24 h).
 */
export const paynowWithOfferRequestSchema = paynowRequestSchema.extend({
  special_offer: z.literal("new-member").nullish(),
});

/** The `Idempotency-Key` request header of checkout calls: the first answer is replayed. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(255, "must be at most 255 characters")
  .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces");

/** What an order's lines and status look like in history (`GET /api/orders`, `/api/orders/{id}`). */
export const shippingAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postal_code: z.string(),
  country: z.string().length(2).describe("ISO 3166-1 alpha-2"),
});

/** Money given back for a payment the order could not keep (decision 0028). */
export const orderRefundSchema = z.object({
  amount_cents: cents,
  status: z.enum(["requested", "succeeded", "pending", "failed"]),
  reason: z.string(),
  created_at: isoInstant,
});

export const orderDetailSchema = orderSchema.extend({
  mode: z.enum(["payment", "subscription"]),
  interval: recurringIntervalSchema.nullable(),
  shipping: z
    .object({ cents, address: shippingAddressSchema })
    .nullable()
    .describe("Merch: where it ships and the shipping charged on top of total_cents"),
  fulfilment: z
    .object({
      status: z.enum(["awaiting_fulfilment", "shipped"]),
      shipped_at: isoInstant.nullable(),
      /** The carrier's tracking number, once an operator marked the order shipped with one. */
      tracking_number: z.string().nullable().optional(),
      tracking_carrier: z.string().nullable().optional(),
    })
    .nullable()
    .describe("Merch orders once paid: awaiting fulfilment, then shipped (with tracking)"),
  charged_cents: cents.describe("What the buyer paid: total_cents plus shipping"),
  refunds: z.array(orderRefundSchema),
});
export type OrderDetail = z.output<typeof orderDetailSchema>;
export const orderListSchema = z.array(orderDetailSchema);

/**
 * `POST /api/paypal/create-paypal-order` as the API answers it: the order `id` (what the PayPal
 * button's createOrder returns) and, where the buyer approves on a page rather than in PayPal's
 * popup (the sandbox), `approve_url` to send them to.
 */
export const paypalCreateOrderAnswerSchema = paypalCreateOrderResponseSchema.extend({
  approve_url: z.string().min(1).optional(),
});

/** `GET /api/stripecomm/order/success` and `/success/v2`: the order after confirming it. */
export const checkoutConfirmationSchema = z.object({
  paid: z.boolean().describe("True once the features are granted"),
  order: orderDetailSchema,
});

/** A subscription as the API shows it (`GET /api/subs`, `/api/shop/subscription/{id}`…). */
export const subscriptionDetailSchema = subscriptionSchema.extend({
  title: z.string().describe("Product title, e.g. Pro (monthly)"),
  provider: z.enum(["sandbox", "stripe", "paypal"]),
  created_at: isoInstant,
});
export type SubscriptionDetail = z.output<typeof subscriptionDetailSchema>;
export const subscriptionListSchema = z.array(subscriptionDetailSchema);

/** `POST /api/shop/cancel-subscription/{id}?product_id=`: the product, when given, must match. */
export const cancelSubscriptionQuerySchema = z.object({ product_id: productIdSchema.optional() });

/**
 * `POST /api/stripecomm/update-card`, `/update-billing-cycle`, `/manage-billing`: which
 * subscription (default: the newest live one) and where to come back to (default "/me").
 */
export const billingPortalRequestSchema = z.object({
  subscription_id: id.optional(),
  return: returnPathSchema.optional(),
});

/** `POST /api/subs/endsubs {dummy}`: the body carries nothing the server reads. */
export const endSubscriptionsRequestSchema = z.object({ dummy: z.unknown().optional() });

/** `POST /api/dev/subscriptions/{id}/renew` (demo mode): a sandbox renewal that succeeds or fails. */
export const devRenewRequestSchema = z.object({ outcome: z.enum(["paid", "failed"]) });

/** `GET /api/fc`: the caller's active owned features (spec 7.4 check-all). */
export const featureCheckAllResponseSchema = z.object({ simple: z.array(ownedFeatureSchema) });

/** `GET /api/fc/{id}`, `/byname/{name}`, `/byproduct/{id}`, `/lifetime/{id}`. */
export const featureAccessSchema = z.object({
  _id: id.describe("The feature (or product) id checked"),
  access: z.boolean(),
});
export type FeatureAccess = z.output<typeof featureAccessSchema>;

/** `GET /api/fc/all`: every feature, with the spec's access check and product-wide ownership. */
export const featureAccessListSchema = z.array(
  featureAccessSchema.extend({
    owned: z.boolean().describe("Held through any product or plan (ownsFeature)"),
  }),
);

/** `GET /api/download/list`. */
export const downloadListSchema = z.array(downloadItemSchema);

/** `POST /api/courses/course-status/{id}`: mark a lesson done (or not done). */
export const courseProgressRequestSchema = z.object({
  lesson_id: id,
  completed: z.boolean().default(true),
});

/** `GET /api/geo`: the visitor's country (ISO alpha-2) and whether the payment button shows. */
export const geoResponseSchema = z.object({
  country: z.string().length(2).nullable(),
  paymentButton: z.boolean(),
  source: z.enum(["header", "lookup", "default", "none"]),
});
export type GeoResponse = z.output<typeof geoResponseSchema>;

/** `GET /api/payments/mode` (decision 0028). */
export const paymentModeSchema = z.object({
  provider: z.enum(["sandbox", "live"]).describe("sandbox: test payments, no money moves"),
  test_payments_banner: z
    .boolean()
    .describe("True when the sandbox runs in production: every page says Test payments"),
});
export type PaymentMode = z.output<typeof paymentModeSchema>;
