import {
  fileDescriptorSchema,
  merchItemSchema,
  shopCategorySchema,
  shopItemSchema,
} from "@inkforge/domain/contracts/shop";
import {
  findMerchItem,
  findProduct,
  merchCategories,
  productsGranting,
  shopCategories,
  sortByIndex,
} from "@inkforge/domain/shop/catalogue";
import {
  toMerchItemView,
  toMerchItemViews,
  toShopItem,
  toShopItems,
} from "@inkforge/domain/shop/views";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";
import { registerStaticResponseCache } from "../../plugins/app/static-response-cache";
import { idParamsSchema } from "./context";

const listQuerySchema = z.object({
  category: z.string().trim().min(1).max(64).optional().describe("Only items in this category"),
});

const publicCache = "public, max-age=300";

/** A shop item by offer id (`pro`) or by any of its product ids (`pro-monthly`). */
function shopItemById(id: string) {
  const item = toShopItem(id) ?? toShopItem(findProduct(id)?.offerId ?? "");
  if (!item) throw new AppError("NOT_FOUND", `No shop item ${id}`);
  return item;
}

/**
 * The catalogue (spec 7.11, 7.12): read-only views of the domain catalogue, no database. Items are
 * in ascending `index` order; an item without one sorts as 1000.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  registerStaticResponseCache(app);

  app.get(
    "/api/shop",
    {
      schema: {
        operationId: "listShopItems",
        summary: "List the downloadable shop items (PDFs, CSVs), by index",
        description:
          "Shop items whose feature_type is downloadable, ascending index (no index = 1000). " +
          "Features and plans are at /api/features. Prices are integer US cents per period.",
        tags: ["shop"],
        querystring: listQuerySchema,
        response: { 200: z.array(shopItemSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", publicCache);
      const items = toShopItems("downloadable");
      const { category } = request.query;
      return category ? items.filter((item) => item.categories.includes(category)) : items;
    },
  );

  app.get(
    "/api/shop/categories",
    {
      schema: {
        operationId: "listShopCategories",
        summary: "List the shop categories, by index",
        tags: ["shop"],
        response: { 200: z.array(shopCategorySchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", publicCache);
      return sortByIndex(shopCategories).map((category) => ({ ...category }));
    },
  );

  app.get(
    "/api/shop/viewproduct/:id",
    {
      schema: {
        operationId: "getShopItem",
        summary: "Get one shop item (feature, plan or download) by offer or product id",
        tags: ["shop"],
        params: idParamsSchema,
        response: { 200: shopItemSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", publicCache);
      return shopItemById(request.params.id);
    },
  );

  app.get(
    "/api/shop/file/:id",
    {
      schema: {
        operationId: "getShopFile",
        summary: "Describe the file a downloadable item delivers (name, size, type)",
        description: "The file itself is `GET /api/download/filestream/{downloadId}`, for owners.",
        tags: ["shop"],
        params: idParamsSchema,
        response: { 200: fileDescriptorSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const item = shopItemById(request.params.id);
      if (!item.file) throw new AppError("NOT_FOUND", `${request.params.id} has no file`);
      reply.header("cache-control", publicCache);
      return item.file;
    },
  );

  app.get(
    "/api/merch",
    {
      schema: {
        operationId: "listMerch",
        summary: "List the merchandise, by index",
        tags: ["shop"],
        querystring: listQuerySchema,
        response: { 200: z.array(merchItemSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", publicCache);
      const items = toMerchItemViews();
      const { category } = request.query;
      return category ? items.filter((item) => item.categories.includes(category)) : items;
    },
  );

  app.get(
    "/api/merch/categories",
    {
      schema: {
        operationId: "listMerchCategories",
        summary: "List the merchandise categories, by index",
        tags: ["shop"],
        response: { 200: z.array(shopCategorySchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", publicCache);
      return sortByIndex(merchCategories).map((category) => ({ ...category }));
    },
  );

  app.get(
    "/api/merch/viewproduct/:id",
    {
      schema: {
        operationId: "getMerchItem",
        summary: "Get one merchandise item",
        tags: ["shop"],
        params: idParamsSchema,
        response: { 200: merchItemSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const item = findMerchItem(request.params.id);
      if (!item) throw new AppError("NOT_FOUND", `No merch item ${request.params.id}`);
      reply.header("cache-control", publicCache);
      return toMerchItemView(item);
    },
  );

  app.get(
    "/api/features",
    {
      schema: {
        operationId: "listFeatures",
        summary: "List the feature shop items (plans, bundles, tools, memberships), by index",
        description:
          "Shop items whose feature_type is feature, ascending index (no index = 1000), each " +
          "with its price and product id per period (month, year, lifetime, free).",
        tags: ["features"],
        querystring: listQuerySchema,
        response: { 200: z.array(shopItemSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", publicCache);
      const items = toShopItems("feature");
      const { category } = request.query;
      return category ? items.filter((item) => item.categories.includes(category)) : items;
    },
  );

  app.get(
    "/api/features/viewproduct/:id",
    {
      schema: {
        operationId: "getFeatureItem",
        summary: "Get one feature shop item by offer or product id",
        tags: ["features"],
        params: idParamsSchema,
        response: { 200: shopItemSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const item = shopItemById(request.params.id);
      if (item.feature_type !== "feature") {
        throw new AppError("NOT_FOUND", `${request.params.id} is not a feature`);
      }
      reply.header("cache-control", publicCache);
      return item;
    },
  );

  app.get(
    "/api/features/shop/:id",
    {
      schema: {
        operationId: "listItemsGrantingFeature",
        summary: "List the shop items that give a feature (no token needed)",
        description:
          "Every offer with a product granting the feature, by index: e.g. `masterclass` is " +
          "sold alone and is part of Supreme.",
        tags: ["features"],
        params: idParamsSchema,
        response: { 200: z.array(shopItemSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const offerIds = [...new Set(productsGranting(request.params.id).map((p) => p.offerId))];
      if (offerIds.length === 0) {
        throw new AppError("NOT_FOUND", `No shop item gives ${request.params.id}`);
      }
      reply.header("cache-control", publicCache);
      return sortByIndex(offerIds.map((offerId) => toShopItem(offerId)!));
    },
  );
};
