/*
 * Every route of the OpenAPI document and who may call it (issue 16). The route matrix test reads
 * the document, so a route missing here (or listed here but gone) fails it: no route is forgotten.
 *
 * - public: answers without a token, and a token changes nothing about who may call it;
 * - optional: answers without a token; a token that is sent must be valid (a bad one is a 401);
 * - token: needs a valid token; reads or changes only the caller's own data, chosen by the token;
 * - owned: needs a valid token and names a user-owned resource (an id, a user_id); another user's
 *   resource answers 404 and changes nothing (`ownership-cases.ts` has one case per route);
 * - credentials: the body carries the credentials (a password, a provider's token); a 401 there
 *   means the credentials were wrong, so the token checks do not apply.
 * - staff: the console's second step (decision 0103): a member token of an account with a staff
 *   role; anyone else (no token, a bad one, a member's) gets 404 and nothing is written;
 * - console: a console session (support or admin); anyone else gets 404 and nothing is written;
 * - console-write: a console session of an admin; a support session gets 404 as well.
 */
export type RouteAccess =
  | "public"
  | "optional"
  | "token"
  | "owned"
  | "credentials"
  | "staff"
  | "console"
  | "console-write";

export const routeAccess: Record<string, RouteAccess> = {
  // Accounts and sign-in
  "GET /api/account": "token",
  "DELETE /api/account": "token",
  "GET /api/account/check-token": "token",
  "PUT /api/account/edit": "token",
  "GET /api/account/time-zone": "token",
  "PUT /api/account/time-zone": "token",
  "POST /api/account/jsonregister": "public",
  "POST /api/account/login": "credentials",
  "GET /api/account/metadata": "token",
  "POST /api/account/metadata": "token",
  "POST /api/auth/facebook": "credentials",
  "POST /api/auth/google": "credentials",
  "POST /api/resetpass": "public",
  "POST /api/resetpass/check": "public",
  "POST /api/resetpass/reset": "public",
  // Site content
  "GET /api/ads": "public",
  "GET /api/blog": "public",
  "GET /api/blog/bycategoryid/{id}": "public",
  "GET /api/blog/byslug/{slug}": "public",
  "GET /api/blog/categories": "public",
  "GET /api/blog/search": "public",
  "GET /api/blog/thumbnail/{id}": "public",
  "GET /api/blog/viewblog/{id}": "public",
  "GET /api/blog/viewblogbytitle/{title}": "public",
  "GET /api/comment/{kind}/{pid}": "optional",
  "POST /api/comment/{kind}": "token",
  "DELETE /api/comment/{kind}/{id}": "owned",
  "GET /api/content/cards/{kind}": "public",
  "GET /api/content/home": "public",
  "GET /api/content/makerhowto": "public",
  "POST /api/message": "public",
  "POST /api/newsletter/subscribe": "public",
  "GET /api/server-time": "public",
  "GET /health": "public",
  "GET /api/geo": "public",
  // Courses
  "GET /api/courses/by-user": "token",
  "GET /api/courses/course-status/{id}": "token",
  "POST /api/courses/course-status/{id}": "token",
  "GET /api/courses/{courseId}/lessons/{lessonId}": "token",
  // Book projects, boards and pages
  "GET /api/book-projects": "token",
  "POST /api/book-projects": "token",
  "GET /api/book-projects/{id}": "owned",
  "PUT /api/book-projects/{id}": "owned",
  "DELETE /api/book-projects/{id}": "owned",
  "GET /api/board": "token",
  "POST /api/board/create": "owned",
  "GET /api/board/collection/{id}": "owned",
  "DELETE /api/board/collection/{id}": "owned",
  "GET /api/board/history": "token",
  "GET /api/page": "token",
  "POST /api/page/create": "owned",
  "GET /api/page/{id}": "owned",
  "PUT /api/page/{id}": "owned",
  "DELETE /api/page/collection/{id}": "owned",
  // Notifications and usage
  "GET /api/notification": "token",
  "GET /api/notifications": "owned",
  "DELETE /api/notifications": "owned",
  "POST /api/notifications/mark-as-read": "owned",
  "GET /api/notifications/unread-count": "owned",
  "POST /api/usage": "owned",
  "GET /api/usage/xp/total/{userId}": "owned",
  "GET /api/usage/xp/per_tool/{userId}": "owned",
  "GET /api/usage/leaderboard/{x}": "token",
  "GET /api/usage/leaderboard/{x}/{y}": "owned",
  "GET /api/usage/streak/{userId}": "owned",
  "GET /api/profile/activity": "owned",
  "GET /api/profile/streak/leaderboard": "token",
  "GET /api/profile/streak/rank": "owned",
  "POST /api/admin/page-time": "public",
  // The operator console (decisions 0103 and 0104)
  "GET /api/admin/me": "staff",
  "POST /api/admin/enrolment": "staff",
  "POST /api/admin/enrolment/confirm": "staff",
  "POST /api/admin/sessions": "staff",
  "GET /api/admin/session": "console",
  "DELETE /api/admin/session": "console",
  "GET /api/admin/audit": "console",
  "GET /api/admin/audit.csv": "console",
  // Shop: catalogue
  "GET /api/features": "public",
  "GET /api/features/shop/{id}": "public",
  "GET /api/features/viewproduct/{id}": "public",
  "GET /api/merch": "public",
  "GET /api/merch/categories": "public",
  "GET /api/merch/viewproduct/{id}": "public",
  "GET /api/shop": "public",
  "GET /api/shop/categories": "public",
  "GET /api/shop/file/{id}": "public",
  "GET /api/shop/viewproduct/{id}": "public",
  "GET /api/payments/mode": "public",
  // Shop: what the caller holds
  "GET /api/fc": "token",
  "GET /api/fc/all": "token",
  "GET /api/fc/byname/{id}": "token",
  "GET /api/fc/byproduct/{id}": "token",
  "GET /api/fc/lifetime/{id}": "token",
  "GET /api/fc/{id}": "token",
  "GET /api/features/limits": "token",
  "GET /api/features/limits-subscription": "token",
  "GET /api/download/list": "token",
  "GET /api/download/view/{id}": "owned",
  "GET /api/download/viewbyproduct/{id}": "owned",
  "GET /api/download/filestream/{id}": "owned",
  "GET /api/library/field-guide": "token",
  "GET /api/library/field-guide/epub": "token",
  "GET /api/orders": "token",
  "GET /api/orders/{id}": "owned",
  "GET /api/subs": "token",
  "GET /api/subscription/past-due": "token",
  "GET /api/shop/subscription/{id}": "owned",
  "POST /api/shop/cancel-subscription/{id}": "owned",
  "POST /api/subs/endsubs": "token",
  // Shop: checkout and billing
  "POST /api/features/freepaynow": "token",
  "POST /api/features/paynow": "token",
  "POST /api/features/recurring-payment": "token",
  "POST /api/subs/paynow": "token",
  "POST /api/paypal/create-paypal-order": "token",
  "POST /api/paypal/capture-paypal-order": "owned",
  "GET /api/stripecomm/order/success": "owned",
  "GET /api/stripecomm/order/success/v2": "owned",
  "POST /api/stripecomm/manage-billing": "owned",
  "POST /api/stripecomm/update-billing-cycle": "owned",
  "POST /api/stripecomm/update-card": "owned",
  "GET /api/idev": "owned",
  // The payment provider's own calls: authenticated by signature, not by a user token.
  "POST /api/webhooks/sandbox": "public",
  // Demo-only dev routes (absent outside demo mode)
  "GET /api/dev/outbox": "public",
  "POST /api/dev/orders/{id}/reverse": "owned",
  "POST /api/dev/orders/{id}/ship": "owned",
  "POST /api/dev/subscriptions/{id}/renew": "owned",
  "PUT /api/dev/clock": "public",
  "DELETE /api/dev/clock": "public",
  // Promotions
  "GET /api/promotions/active": "optional",
  // Research
  "GET /api/v1/research/categories": "public",
  "GET /api/v1/research/hot-niches": "token",
  "POST /api/v1/research/deep-view": "token",
  "POST /api/v1/research/retro-view": "token",
  "POST /api/v1/research/suggestions": "token",
  "POST /api/v1/research/reverse-lookup": "token",
  "GET /api/v1/research/quota": "token",
  "GET /api/v1/research/recent": "token",
  // Trackers and monitors
  "GET /api/v1/trackers/{kind}": "token",
  "GET /api/v1/trackers/{kind}/export.csv": "token",
  "POST /api/v1/trackers/asin": "token",
  "POST /api/v1/trackers/keyword": "token",
  "PUT /api/v1/trackers/{kind}/{id}": "owned",
  "DELETE /api/v1/trackers/{kind}/{id}": "owned",
  "GET /api/v1/trackers/{kind}/{id}/history": "owned",
  "GET /api/v1/keyword-monitors": "token",
  "POST /api/v1/keyword-monitors": "token",
  "DELETE /api/v1/keyword-monitors/{id}": "owned",
  "POST /api/dev/trackers/run": "public",
  // Affiliate programme
  "POST /api/affiliate/clicks": "public",
  "GET /api/v1/affiliate": "token",
  "POST /api/v1/affiliate/create": "token",
  "GET /api/v1/affiliate/dashboard": "token",
  "PUT /api/v1/affiliate/payout-email": "token",
  "GET /api/v1/affiliate/region": "token",
  "GET /api/v1/affiliate/{affiliateId}": "owned",
  // Tools
  "GET /api/tools/a-plus-template": "public",
  "POST /api/tools/backend-keywords": "public",
  "GET /api/tools/bookdata-translate": "public",
  "POST /api/tools/bookdata-translate": "token",
  "GET /api/tools/bsr-sales": "public",
  "GET /api/tools/cover-template": "public",
  "POST /api/tools/description-draft": "token",
  "POST /api/tools/grammar-check": "token",
  "POST /api/tools/guidelines-check": "public",
  "GET /api/tools/listing-generation": "public",
  "GET /api/tools/pen-name": "public",
  "GET /api/tools/pen-names/favourites": "token",
  "POST /api/tools/pen-names/favourites": "token",
  "DELETE /api/tools/pen-names/favourites/{id}": "owned",
  "POST /api/tools/price-check": "public",
  "POST /api/tools/qr-code": "public",
  "POST /api/tools/royalty": "public",
  "POST /api/tools/title-ideas": "token",
  "GET /api/tools/trademark-check": "public",
  "POST /api/tools/trademark-check": "token",
  "POST /api/tools/word-frequencies": "public",
};
