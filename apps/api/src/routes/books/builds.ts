import {
  bookBuildListSchema,
  bookBuildResponseSchema,
} from "@inkforge/domain/books/book-build-contract";
import {
  activityBuildRequestSchema,
  coloringBuildRequestSchema,
  lowContentBuildRequestSchema,
  MAKER_BOOKS,
  type MakerBook,
  type MakerBookKind,
} from "@inkforge/domain/books/maker-books";
import { manuscriptBuildRequestSchema } from "@inkforge/domain/books/manuscript/contract";
import {
  FREE_SAMPLE_MAX_PUZZLES,
  puzzleBookRequestSchema,
} from "@inkforge/domain/books/puzzle-book-request";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { createMakerBookBuild } from "../../services/books/maker-book-builds";
import { MAX_PREVIEW_PAGES } from "../../services/books/page-images-task";
import {
  createPuzzleBookBuild,
  listBookBuilds,
  MAX_UNFINISHED_BUILDS,
  readBookBuildFile,
  requireOwnBookBuild,
  toBookBuild,
} from "../../services/books/puzzle-book-builds";
import { createManuscriptBuild } from "../../services/manuscripts/manuscript-builds";

const buildParamsSchema = z.object({ id: z.uuid().describe("The build's id") });
const pagesQuerySchema = z.object({
  from: z.coerce
    .number({ error: "from must be a page number" })
    .int("from must be a whole number")
    .min(1, "from must be at least 1")
    .default(1),
  count: z.coerce
    .number({ error: "count must be a number" })
    .int("count must be a whole number")
    .min(1, "count must be at least 1")
    .max(MAX_PREVIEW_PAGES, `count must be at most ${MAX_PREVIEW_PAGES}`)
    .default(2),
});
const pagesResponseSchema = z.object({
  pageCount: z.number(),
  pages: z.array(z.object({ page: z.number(), dataUrl: z.string() })),
});
/** Starting a build is cheap to ask for and expensive to run; reading builds is polled. */
const createRateLimit = { max: 20, timeWindow: "1 minute" } as const;
const readRateLimit = { max: 240, timeWindow: "1 minute" } as const;

/** The page-per-design makers' routes (decision 0109): one route per kind, one body schema each. */
const MAKER_ROUTES = [
  {
    kind: "activity-book",
    url: "/api/books/activity-builds",
    operationId: "createActivityBookBuild",
    summary: "Start building a children's activity book's print interior (PDF)",
    body: activityBuildRequestSchema,
    checks:
      "each field (400 naming it), every section's activity type (one trial page each), the activity page total and the trim's paper",
  },
  {
    kind: "coloring-book",
    url: "/api/books/coloring-builds",
    operationId: "createColoringBookBuild",
    summary: "Start building a coloring book's print interior (PDF)",
    body: coloringBuildRequestSchema,
    checks: "each field (400 naming it), one trial design and the trim's paper",
  },
  {
    kind: "low-content-book",
    url: "/api/books/low-content-builds",
    operationId: "createLowContentBookBuild",
    summary: "Start building a journal, notebook, log book or planner's print interior (PDF)",
    body: lowContentBuildRequestSchema,
    checks:
      "each field (400 naming it), the template's page count against KDP's limits for the trim and paper, and a dated planner's year",
  },
] as const;

function makerAccess(kind: MakerBookKind): string {
  const { sample, noun } = MAKER_BOOKS[kind];
  return sample
    ? `Owners of the ${noun} maker build whole books; any other member builds a free sample of up to ${sample.max} ${sample.unit}, watermarked on every page (403 for more).`
    : `Any signed-in member builds whole books.`;
}

/*
 * Book builds (issue 27, packages/domain/src/books/book-build-contract.ts; decision 0098). The page
 * starts a build, polls it until it is done or failed, then downloads the PDF.
 */
export const bookBuildRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/books/manuscript-builds: format a manuscript as a print PDF or an EPUB (issue 34).
  app.post(
    "/api/books/manuscript-builds",
    {
      onRequest: app.authenticate,
      config: { rateLimit: createRateLimit },
      schema: {
        operationId: "createManuscriptBuild",
        summary: "Format a manuscript as a print PDF or an EPUB",
        description:
          "`format` pdf typesets the manuscript at the trim (default 6x9), paper and theme (classic, modern, large-print) with the gutter for its page count, reads the PDF back with the preflight and reports its page count; `format` epub writes an EPUB 3 in the theme. The manuscript is read when the job runs. Another member's manuscript is 404 naming manuscriptId; an empty one is 400. " +
          `202 with the queued build; poll GET /api/books/builds/{id}, then download its file. At most ${MAX_UNFINISHED_BUILDS} builds queued or running per member (429). ` +
          `Limited to ${createRateLimit.max} requests per minute per user.`,
        tags: ["books"],
        body: manuscriptBuildRequestSchema,
        response: { 202: bookBuildResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const row = await createManuscriptBuild(
        { db: app.db, now: () => app.now(), send: (id) => app.bookBuilds.send(id) },
        requireUser(request).id,
        request.body,
      );
      reply.header("cache-control", "private, no-store");
      return reply.code(202).send({ build: toBookBuild(row) });
    },
  );

  // POST /api/books/puzzle-builds: check the request, store a queued build, send its job.
  app.post(
    "/api/books/puzzle-builds",
    {
      onRequest: app.authenticate,
      config: { rateLimit: createRateLimit },
      schema: {
        operationId: "createPuzzleBookBuild",
        summary: "Start building a puzzle book's print interior (PDF)",
        description:
          "Checks the whole request before anything is stored: each field (400 naming it), every section's puzzle type, level and options (one trial puzzle each), and KDP's page limits for the trim and paper (the book is planned without generating it). The seed is picked when omitted; the same request and seed give the same book. " +
          `Owners of the puzzle book maker build whole books; any other member builds a free sample of up to ${FREE_SAMPLE_MAX_PUZZLES} puzzles, watermarked on every page (403 for more). ` +
          `202 with the queued build; at most ${MAX_UNFINISHED_BUILDS} builds queued or running per member (429). Needs sign-in (401). ` +
          `Limited to ${createRateLimit.max} requests per minute per user.`,
        tags: ["books"],
        body: puzzleBookRequestSchema,
        response: { 202: bookBuildResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const build = await createPuzzleBookBuild(
        { db: app.db, now: () => app.now(), send: (id) => app.bookBuilds.send(id) },
        requireUser(request).id,
        request.body,
      );
      reply.header("cache-control", "private, no-store");
      return reply.code(202).send({ build });
    },
  );

  // POST /api/books/{activity,coloring,low-content}-builds: as puzzle builds, with their own body.
  for (const maker of MAKER_ROUTES) {
    app.post(
      maker.url,
      {
        onRequest: app.authenticate,
        config: { rateLimit: createRateLimit },
        schema: {
          operationId: maker.operationId,
          summary: maker.summary,
          description:
            `Checks the whole request before anything is stored: ${maker.checks}. The seed is picked when omitted; the same request and seed give the same book. ` +
            `${makerAccess(maker.kind)} ` +
            `202 with the queued build; at most ${MAX_UNFINISHED_BUILDS} builds queued or running per member (429). Needs sign-in (401). ` +
            `Limited to ${createRateLimit.max} requests per minute per user.`,
          tags: ["books"],
          body: maker.body,
          response: { 202: bookBuildResponseSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request, reply) => {
        const { seed, ...body } = request.body;
        const build = await createMakerBookBuild(
          {
            db: app.db,
            now: () => app.now(),
            send: (id) => app.bookBuilds.send(id),
            storage: app.fileStorage,
          },
          requireUser(request).id,
          { kind: maker.kind, request: body } as MakerBook,
          { seed },
        );
        reply.header("cache-control", "private, no-store");
        return reply.code(202).send({ build });
      },
    );
  }

  // GET /api/books/builds: the caller's builds, newest first.
  app.get(
    "/api/books/builds",
    {
      onRequest: app.authenticate,
      config: { rateLimit: readRateLimit },
      schema: {
        operationId: "listBookBuilds",
        summary: "The caller's book builds, newest first",
        description: `The caller's latest 50 builds with status and progress. Needs sign-in (401). Limited to ${readRateLimit.max} requests per minute per user.`,
        tags: ["books"],
        response: { 200: bookBuildListSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { builds: await listBookBuilds(app.db, requireUser(request).id) };
    },
  );

  // GET /api/books/builds/:id: one build, polled until it is done or failed.
  app.get(
    "/api/books/builds/:id",
    {
      onRequest: app.authenticate,
      config: { rateLimit: readRateLimit },
      schema: {
        operationId: "getBookBuild",
        summary: "One of the caller's book builds",
        description: `Status, progress (0–1), page count and file size when done, the error when failed. Another member's build: 404. Needs sign-in (401). Limited to ${readRateLimit.max} requests per minute per user.`,
        tags: ["books"],
        params: buildParamsSchema,
        response: { 200: bookBuildResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const row = await requireOwnBookBuild(app.db, requireUser(request).id, request.params.id);
      reply.header("cache-control", "private, no-store");
      return { build: toBookBuild(row) };
    },
  );

  // GET /api/books/builds/:id/pages: pictures of the finished PDF's pages, a few at a time.
  app.get(
    "/api/books/builds/:id/pages",
    {
      onRequest: app.authenticate,
      config: { rateLimit: readRateLimit },
      schema: {
        operationId: "previewBookBuildPages",
        summary: "Pictures of a finished book's PDF pages, for a page-for-page preview",
        description: `PNG data URLs of pages from \`from\` (1-based) for \`count\` pages (at most ${MAX_PREVIEW_PAGES}), drawn from the very PDF the member downloads, with the PDF's page count. 404 while the build is not done, for an EPUB, and for another member's build. Needs sign-in (401).`,
        tags: ["books"],
        params: buildParamsSchema,
        querystring: pagesQuerySchema,
        response: { 200: pagesResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const file = await readBookBuildFile(
        { db: app.db, storage: app.fileStorage },
        requireUser(request).id,
        request.params.id,
      );
      if (file.contentType !== "application/pdf") {
        throw new AppError("NOT_FOUND", "An EPUB has no fixed pages to preview");
      }
      const answer = await app.toolPool.run(
        "book-page-images",
        { bytes: file.bytes, from: request.query.from, count: request.query.count },
        { activity: "Drawing these pages" },
      );
      reply.header("cache-control", "private, no-store");
      return answer;
    },
  );

  // GET /api/books/builds/:id/file: the finished PDF as an attachment.
  app.get(
    "/api/books/builds/:id/file",
    {
      onRequest: app.authenticate,
      config: { rateLimit: readRateLimit },
      schema: {
        operationId: "downloadBookBuildFile",
        summary: "The finished book's PDF",
        description:
          "application/pdf with Content-Disposition: attachment and a file name made from the title. 404 while the build is not done, and for another member's build. Needs sign-in (401).",
        tags: ["books"],
        params: buildParamsSchema,
        response: { ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const file = await readBookBuildFile(
        { db: app.db, storage: app.fileStorage },
        requireUser(request).id,
        request.params.id,
      );
      if (reply.hasHeader("access-control-expose-headers")) {
        reply.header(
          "access-control-expose-headers",
          `${reply.getHeader("access-control-expose-headers")}, Content-Disposition`,
        );
      }
      return reply
        .type(file.contentType)
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .send(Buffer.from(file.bytes) as never);
    },
  );
};
