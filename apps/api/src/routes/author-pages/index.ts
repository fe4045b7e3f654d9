import multipart from "@fastify/multipart";
import { amazonBuyLink, amazonStoreForCountry } from "@inkforge/domain/author-pages/buy-links";
import {
  authorPageBeaconSchema,
  authorPageDraftSchema,
  authorPageEditorSchema,
  authorPageStatsSchema,
  authorPageSubscribeSchema,
  OTHER_STORES,
  publicAuthorPageSchema,
} from "@inkforge/domain/author-pages/contracts";
import { AMAZON_DOMAINS, type AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  AUTHOR_IMAGE_KINDS,
  AUTHOR_IMAGE_MAX_BYTES,
  AUTHOR_IMAGE_WIDTHS,
  type AuthorImageKind,
  readAuthorImage,
  storeAuthorImage,
} from "../../services/author-pages/author-images";
import {
  confirmAuthorNewsletter,
  countAuthorPageEvent,
  listAuthorPageSubscribers,
  listLiveAuthorPages,
  publishAuthorPage,
  readAuthorPageEditor,
  readAuthorPageStats,
  readPublicAuthorPage,
  requireAuthorPageFeature,
  requireLivePage,
  requirePageOfUser,
  saveAuthorPageDraft,
  signUpForAuthorNewsletter,
  subscribersToCsv,
  unpublishAuthorPage,
  unsubscribeFromAuthorNewsletter,
} from "../../services/author-pages/author-pages";
import { addBookFromProject } from "../../services/author-pages/book-from-project";
import { ensureOgImage } from "../../services/author-pages/og-image";
import {
  type CountryLookup,
  createConfiguredCountryLookup,
} from "../../services/geo/country-lookup";
import { resolveCountry } from "../../services/geo/resolve-country";

/** A reader retrying a typo gets through; a script filling one page's list does not. */
const signupPerAddress = { limit: 3, windowMs: 60 * 60 * 1000 };
const signupRateLimit = { max: 10, timeWindow: "1 minute" } as const;
const beaconRateLimit = { max: 120, timeWindow: "1 minute" } as const;

const FEATURE_NOTE =
  "Needs sign-in (401) and the Author Page Builder feature (403 naming where to get it).";

const slugParams = z.object({ slug: z.string().min(1).max(80) });
const tokenQuery = z.object({ token: z.string().min(10).max(100) });
const newsletterResult = z.object({ slug: z.string(), penName: z.string() });
const subscriberListSchema = z.object({
  subscribers: z.array(
    z.object({
      email: z.string(),
      status: z.enum(["pending", "confirmed", "unsubscribed"]),
      signedUpAt: z.string(),
      confirmedAt: z.string().nullable(),
    }),
  ),
});

export const authorPageRoutes: FastifyPluginAsyncZod<{ countryLookup?: CountryLookup }> = async (
  app,
  options,
) => {
  const lookup =
    options.countryLookup ??
    createConfiguredCountryLookup(app.config.geo, (error) =>
      app.log.warn({ err: error }, "country lookup failed"),
    );
  const featureContext = () => ({
    db: app.db,
    now: app.now(),
    excludedFeatureId: app.config.featureAccessExcludedId,
  });
  /** The signed-in owner, after the feature check. */
  const requireOwner = async (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    await requireAuthorPageFeature(featureContext(), user.id);
    return user;
  };

  // --- The owner's editor -----------------------------------------------------------------------

  app.get(
    "/api/v1/author-page",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getAuthorPage",
        summary: "The signed-in owner's author page: draft, status, unpublished changes",
        description: `page is null before the first save. ${FEATURE_NOTE}`,
        tags: ["author-pages"],
        response: {
          200: z.object({ page: authorPageEditorSchema.nullable() }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = await requireOwner(request);
      reply.header("cache-control", "private, no-store");
      return { page: await readAuthorPageEditor(app.db, user.id) };
    },
  );

  app.put(
    "/api/v1/author-page",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "saveAuthorPageDraft",
        summary: "Save the draft of the owner's author page (books included)",
        description:
          "Creates the page on the first save. The bio and book descriptions are sanitised; links must be http(s). A new slug keeps the old one redirecting. 409 when the slug is taken. " +
          FEATURE_NOTE,
        tags: ["author-pages"],
        body: authorPageDraftSchema,
        response: { 200: authorPageEditorSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const user = await requireOwner(request);
      return saveAuthorPageDraft(app.db, { userId: user.id, draft: request.body, now: app.now() });
    },
  );

  for (const action of ["publish", "unpublish"] as const) {
    app.post(
      `/api/v1/author-page/${action}`,
      {
        onRequest: app.authenticate,
        schema: {
          operationId: action === "publish" ? "publishAuthorPage" : "unpublishAuthorPage",
          summary:
            action === "publish"
              ? "Publish the draft: readers see this copy until the next publish"
              : "Take the page offline (readers get 404); the draft stays",
          description: `404 before the first save. ${FEATURE_NOTE}`,
          tags: ["author-pages"],
          response: { 200: authorPageEditorSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const user = await requireOwner(request);
        if (action === "unpublish") return unpublishAuthorPage(app.db, user.id, app.now());
        const published = await publishAuthorPage(app.db, user.id, app.now());
        // Drawn now so the first crawler that sees the link gets a stored image; a failure
        // here only delays it to that first request.
        const row = await requirePageOfUser(app.db, user.id);
        if (row.published) {
          await ensureOgImage(app.fileStorage, { id: row.id, published: row.published }).catch(
            (error: unknown) => request.log.warn({ err: error }, "author page og image failed"),
          );
        }
        return published;
      },
    );
  }

  app.get(
    "/api/v1/author-page/subscribers",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listAuthorPageSubscribers",
        summary: "The owner's newsletter sign-ups, newest first, with their opt-in status",
        description: `404 before the first save. ${FEATURE_NOTE}`,
        tags: ["author-pages"],
        response: { 200: subscriberListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireOwner(request);
      const page = await requirePageOfUser(app.db, user.id);
      reply.header("cache-control", "private, no-store");
      return { subscribers: await listAuthorPageSubscribers(app.db, page.id) };
    },
  );

  app.get(
    "/api/v1/author-page/subscribers.csv",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "exportAuthorPageSubscribers",
        summary: "Confirmed subscribers as CSV (Email Address, Opt-in Time) for any mail provider",
        description: `404 before the first save. ${FEATURE_NOTE}`,
        tags: ["author-pages"],
        response: { 200: z.string(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireOwner(request);
      const page = await requirePageOfUser(app.db, user.id);
      const csv = subscribersToCsv(await listAuthorPageSubscribers(app.db, page.id));
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${page.slug}-subscribers.csv"`)
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
  );

  app.get(
    "/api/v1/author-page/stats",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getAuthorPageStats",
        summary: "Views, buy-link clicks and sign-ups per day (last 30 days), clicks per store",
        description: `Counted without cookies or addresses. 404 before the first save. ${FEATURE_NOTE}`,
        tags: ["author-pages"],
        response: { 200: authorPageStatsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireOwner(request);
      const page = await requirePageOfUser(app.db, user.id);
      reply.header("cache-control", "private, no-store");
      return readAuthorPageStats(app.db, page.id, app.now());
    },
  );

  app.post(
    "/api/v1/author-page/books/from-project",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "addAuthorPageBookFromProject",
        summary: "Add one of the owner's book projects to the draft as a book",
        description:
          "Title, subtitle, series, description, format and launch day come from the project's listing; the ISBN from the book writer and the ASIN from the member's KDP reports when known. 404 before the first save and for a project that is not the caller's (nothing is written); 409 when the project is already on the page. " +
          FEATURE_NOTE,
        tags: ["author-pages"],
        body: z.object({ projectId: z.uuid({ error: "projectId must be a book project's id" }) }),
        response: { 200: authorPageEditorSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireOwner(request);
      return addBookFromProject(app.db, {
        userId: user.id,
        projectId: request.body.projectId,
        now: app.now(),
      });
    },
  );

  // Multipart only in this scope: one image file and nothing else.
  const imageUploadRoute: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 0, parts: 1, fileSize: AUTHOR_IMAGE_MAX_BYTES + 1 },
    });
    scope.post(
      "/api/v1/author-page/images",
      {
        onRequest: app.authenticate,
        schema: {
          operationId: "uploadAuthorPageImage",
          summary: "Upload an author photo or a book cover (re-encoded as WebP, metadata removed)",
          description:
            "multipart/form-data with one file. JPEG, PNG or WebP up to 5 MB (413 above, 415 for another type, 400 when it cannot be decoded). The answer's `key` goes into the draft's `photo` or a book's `coverImage`. " +
            FEATURE_NOTE,
          tags: ["author-pages"],
          consumes: ["multipart/form-data"],
          querystring: z.object({
            kind: z.enum(
              Object.keys(AUTHOR_IMAGE_KINDS) as [AuthorImageKind, ...AuthorImageKind[]],
            ),
          }),
          response: {
            200: z.object({ key: z.string(), width: z.number(), height: z.number() }),
            ...errorResponses(400, 401, 403, 413, 415),
          },
        },
      },
      async (request) => {
        const user = await requireOwner(request);
        const file = await request.file();
        if (!file) {
          throw new AppError(
            "VALIDATION_FAILED",
            "file: this file is empty; choose a PNG or JPEG image",
            {
              details: [
                { path: "file", message: "This file is empty; choose a PNG or JPEG image" },
              ],
            },
          );
        }
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch {
          throw new AppError("PAYLOAD_TOO_LARGE", "Images can be at most 5 MB");
        }
        return storeAuthorImage(app.fileStorage, {
          userId: user.id,
          kind: request.query.kind,
          bytes,
        });
      },
    );
  };
  await app.register(imageUploadRoute);

  // --- Readers ----------------------------------------------------------------------------------

  app.get(
    "/api/v1/author-pages/images/:owner/:name",
    {
      schema: {
        operationId: "getAuthorPageImage",
        summary: "An uploaded author photo or cover (WebP)",
        description:
          "Names are random and never reused, so answers are cached for a year. `w` asks for the image scaled down to that width (never up), as the public page shows it.",
        tags: ["author-pages"],
        params: z.object({ owner: z.string().max(40), name: z.string().max(60) }),
        querystring: z.object({
          w: z
            .enum(AUTHOR_IMAGE_WIDTHS.map(String) as [string, ...string[]])
            .transform((w) => Number(w) as (typeof AUTHOR_IMAGE_WIDTHS)[number])
            .optional(),
        }),
        response: { 200: z.any(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { owner, name } = request.params;
      const bytes = await readAuthorImage(
        app.fileStorage,
        `author-pages/${owner}/${name}`,
        request.query.w,
      );
      if (!bytes) throw new AppError("NOT_FOUND", "There is no such image");
      return (
        reply
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("x-content-type-options", "nosniff")
          // Shown on the web app's pages, another origin: the default same-origin would block it.
          .header("cross-origin-resource-policy", "cross-origin")
          .type("image/webp")
          .send(Buffer.from(bytes))
      );
    },
  );

  app.get(
    "/api/v1/author-pages/:slug/og-image",
    {
      schema: {
        operationId: "getAuthorPageOgImage",
        summary: "The page's Open Graph image: 1200×630 PNG of its first cover and pen name",
        description:
          "Drawn once per published face and stored. With `v` equal to the page's `ogImageVersion` the answer is cached for a year; without it for an hour. 404 where the page itself is 404.",
        tags: ["author-pages"],
        params: slugParams,
        querystring: z.object({ v: z.string().max(40).optional() }),
        response: { 200: z.any(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const page = await requireLivePage(featureContext(), request.params.slug);
      if (!page.published) throw new AppError("NOT_FOUND", "There is no author page here");
      const { key, bytes } = await ensureOgImage(app.fileStorage, {
        id: page.id,
        published: page.published,
      });
      const current = key.endsWith(`/${request.query.v}.png`);
      return reply
        .header(
          "cache-control",
          current ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        )
        .header("x-content-type-options", "nosniff")
        .header("cross-origin-resource-policy", "cross-origin")
        .type("image/png")
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    "/api/v1/author-pages/published",
    {
      schema: {
        operationId: "listPublishedAuthorPages",
        summary: "Addresses of the published author pages readers can open (for the sitemap)",
        tags: ["author-pages"],
        response: {
          200: z.object({
            pages: z.array(z.object({ slug: z.string(), publishedAt: z.string() })),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { pages: await listLiveAuthorPages(featureContext()) };
    },
  );

  app.get(
    "/api/v1/author-pages/:slug",
    {
      schema: {
        operationId: "getPublicAuthorPage",
        summary: "A published author page by its address",
        description:
          "301 with `movedTo` (and Location) for an old address of a page. 404 for an unknown, unpublished page, or one whose owner's Author Page Builder has lapsed.",
        tags: ["author-pages"],
        params: slugParams,
        response: {
          200: publicAuthorPageSchema,
          301: z.object({ movedTo: z.string() }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const found = await readPublicAuthorPage(featureContext(), request.params.slug);
      if (found.kind === "moved") {
        return reply
          .code(301)
          .header("location", `/api/v1/author-pages/${found.slug}`)
          .send({ movedTo: found.slug });
      }
      reply.header("cache-control", "public, max-age=60");
      return found.page;
    },
  );

  app.post(
    "/api/v1/author-pages/:slug/subscribe",
    {
      config: { rateLimit: signupRateLimit },
      schema: {
        operationId: "subscribeToAuthorNewsletter",
        summary: "Sign up for an author's newsletter (double opt-in: a confirmation email follows)",
        description:
          "Answers the same whether the address is new, pending or already confirmed. `consent` must be true. `website` is a trap for bots and must stay empty. " +
          `At most ${signupPerAddress.limit} sign-ups per address and page an hour (429), ${signupRateLimit.max} requests a minute per client.`,
        tags: ["author-pages"],
        params: slugParams,
        body: authorPageSubscribeSchema,
        response: {
          200: z.object({ pending: z.literal(true) }),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request) => {
      const page = await requireLivePage(featureContext(), request.params.slug);
      const { email, website } = request.body;
      // A filled honeypot gets the ordinary answer so the bot learns nothing.
      if (website) return { pending: true as const };
      if (!page.published?.newsletter.enabled) {
        throw new AppError("NOT_FOUND", "This page has no newsletter sign-up");
      }
      const decision = await app.rateLimiter.consume(
        `author-newsletter:${page.id}:${email}`,
        signupPerAddress.limit,
        signupPerAddress.windowMs,
      );
      if (!decision.allowed) {
        throw new AppError("RATE_LIMITED", "Too many sign-ups for this address: try again later", {
          retryAfterSeconds: decision.retryAfterSeconds,
        });
      }
      const outcome = await signUpForAuthorNewsletter(app.db, {
        pageId: page.id,
        email,
        now: app.now(),
      });
      if (outcome.kind === "send") {
        const penName = page.published.penName;
        const web = app.config.webOrigin;
        const confirmUrl = `${web}/authors/newsletter/confirm?token=${outcome.confirmToken}`;
        const leaveUrl = `${web}/authors/newsletter/unsubscribe?token=${outcome.unsubscribeToken}`;
        app.emailSender.send(
          {
            to: outcome.email,
            subject: `Confirm your subscription to ${penName}'s newsletter`,
            text:
              `You asked to receive ${penName}'s newsletter.\n\n` +
              `Confirm your subscription: ${confirmUrl}\n\n` +
              "If you did not ask for it, ignore this email: you will not be added.\n\n" +
              `Unsubscribe at any time: ${leaveUrl}\n`,
          },
          request.log,
        );
      }
      return { pending: true as const };
    },
  );

  app.get(
    "/api/v1/author-pages/newsletter/confirm",
    {
      schema: {
        operationId: "confirmAuthorNewsletter",
        summary: "Confirm a newsletter sign-up with the token from the email",
        description: "404 for an unknown, expired or unsubscribed token. Confirming twice is fine.",
        tags: ["author-pages"],
        querystring: tokenQuery,
        response: { 200: newsletterResult, ...errorResponses(400, 404) },
      },
    },
    async (request) => confirmAuthorNewsletter(app.db, request.query.token, app.now()),
  );

  app.get(
    "/api/v1/author-pages/newsletter/unsubscribe",
    {
      schema: {
        operationId: "unsubscribeFromAuthorNewsletter",
        summary: "Leave an author's newsletter with the token from any of its emails",
        description: "404 for an unknown token. Leaving twice is fine.",
        tags: ["author-pages"],
        querystring: tokenQuery,
        response: { 200: newsletterResult, ...errorResponses(400, 404) },
      },
    },
    async (request) => unsubscribeFromAuthorNewsletter(app.db, request.query.token, app.now()),
  );

  app.post(
    "/api/v1/author-pages/:slug/beacon",
    {
      config: { rateLimit: beaconRateLimit },
      schema: {
        operationId: "countAuthorPageEvent",
        summary: "Count a page view or a buy-link click (navigator.sendBeacon; no body needed)",
        description:
          "Only a counter per page, day and store is kept: no cookie, address or reader id. 404 for a page readers cannot see.",
        tags: ["author-pages"],
        params: slugParams,
        querystring: authorPageBeaconSchema,
        response: { 204: z.null(), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const page = await requireLivePage(featureContext(), request.params.slug);
      const { event, target } = request.query;
      await countAuthorPageEvent(app.db, {
        pageId: page.id,
        event,
        target: event === "click" ? (target ?? "unknown") : "",
        now: app.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/v1/author-pages/:slug/go",
    {
      config: { rateLimit: beaconRateLimit },
      schema: {
        operationId: "followAuthorPageBuyLink",
        summary: "A buy link: counts the click, then redirects to the store",
        description:
          "`store=amazon` picks the reader's Amazon store from their country (the geo lookup; amazon.com when unknown); `store=amazon.de` etc. names one; other stores by name (kobo, apple…). 404 for an unknown book or a store the book has no link for.",
        tags: ["author-pages"],
        params: slugParams,
        querystring: z.object({
          book: z.string().min(1).max(40),
          store: z.enum(["amazon", ...AMAZON_DOMAINS, ...OTHER_STORES]),
        }),
        response: { 302: z.null(), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const page = await requireLivePage(featureContext(), request.params.slug);
      const book = page.published?.books.find((b) => b.id === request.query.book);
      if (!book || !page.published) throw new AppError("NOT_FOUND", "There is no such book here");
      let target: string;
      let url: string | null;
      const { store } = request.query;
      if (store === "amazon" || store.startsWith("amazon.")) {
        const domain: AmazonDomain =
          store === "amazon"
            ? amazonStoreForCountry(
                (
                  await resolveCountry({
                    headers: request.headers,
                    trustProxy: app.config.trustProxy !== false,
                    ip: request.ip,
                    lookup,
                    defaultCountry: app.config.geo.defaultCountry,
                  })
                ).country,
              )
            : (store as AmazonDomain);
        target = `amazon:${domain}`;
        url = amazonBuyLink(domain, book, page.published.associateTags[domain]);
      } else {
        target = store;
        url = book.otherStores.find((s) => s.store === store)?.url ?? null;
      }
      if (!url) throw new AppError("NOT_FOUND", "This book has no link for that store");
      await countAuthorPageEvent(app.db, {
        pageId: page.id,
        event: "click",
        target,
        now: app.now(),
      });
      return reply
        .code(302)
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer")
        .header("location", url)
        .send(null);
    },
  );
};
