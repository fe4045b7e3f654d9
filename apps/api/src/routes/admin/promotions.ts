import {
  campaignEntrySchema,
  campaignSaveSchema,
  popupSetSaveSchema,
  promotionPreviewQuerySchema,
  promotionPreviewSchema,
  promotionsViewSchema,
} from "@inkforge/domain/admin/promotions-contract";
import { popupSetSchema } from "@inkforge/domain/promotions/campaigns";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { consoleContext } from "../../services/admin/console-context";
import {
  listPromotions,
  previewPromotions,
  saveCampaign,
  savePopupSet,
} from "../../services/admin/promotions";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit, consoleWriteRateLimit } from "./limits";

const idParams = z.object({ id: z.string().min(1).max(64) });

/** Promotions as forms instead of SQL (issue 29, decisions 0069 and 0134). */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof requireConsoleCaller>[0]) =>
    consoleContext(app, request, requireConsoleCaller(request));

  app.get(
    "/api/admin/promotions",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "listConsolePromotions",
        summary:
          "Every campaign (on or off, past or future) and popup set, with the server's clock",
        tags: ["admin"],
        response: { 200: promotionsViewSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => listPromotions(ctx(request)),
  );

  app.get(
    "/api/admin/promotions/preview",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "previewPromotions",
        summary: "The header banner and running campaigns the site decides at an instant",
        tags: ["admin"],
        querystring: promotionPreviewQuerySchema,
        response: { 200: promotionPreviewSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => previewPromotions(ctx(request), request.query),
  );

  app.put(
    "/api/admin/promotions/campaigns/:id",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "saveCampaign",
        summary: "Create or replace a campaign: copy, colours, window (start, end) and priority",
        description: "Audited with the campaign before and after, in the same transaction.",
        tags: ["admin"],
        params: idParams,
        body: campaignSaveSchema,
        response: { 200: campaignEntrySchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => saveCampaign(ctx(request), request.params.id, request.body),
  );

  app.put(
    "/api/admin/promotions/popup-sets/:id",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "savePopupSet",
        summary: "Replace a popup set: the features its popups rotate through and their variants",
        description: "Audited with the set before and after, in the same transaction.",
        tags: ["admin"],
        params: idParams,
        body: popupSetSaveSchema,
        response: { 200: popupSetSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => savePopupSet(ctx(request), request.params.id, request.body),
  );
};
