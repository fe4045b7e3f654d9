import { qrCodeResultSchema } from "@inkforge/domain/tools/qr-code/contract";
import { QrCapacityError, renderQrSvg } from "@inkforge/domain/tools/qr-code/render";
import { qrCodeInputSchema } from "@inkforge/domain/tools/qr-code/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";

const qrCodeRateLimit = { max: 60, timeWindow: "1 minute" } as const;

export const qrCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/tools/qr-code: a print-ready QR code as SVG, with its print checks.
  app.post(
    "/api/tools/qr-code",
    {
      config: { rateLimit: qrCodeRateLimit },
      schema: {
        operationId: "createQrCode",
        summary: "Create a QR code for print",
        description:
          "Encodes a link or text with the chosen error correction, colours and quiet zone; answers the SVG (sized in inches) and the print plan: pixels at 300 DPI, module size in millimetres, contrast ratio and warnings (modules under 0.5 mm, a quiet zone under 4 modules, contrast under 7:1). Contrast under 3:1, or data that does not fit, answers 400 naming the field. " +
          `Limited to ${qrCodeRateLimit.max} requests per minute per client.`,
        tags: ["tools"],
        body: qrCodeInputSchema,
        response: { 200: qrCodeResultSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      try {
        return await renderQrSvg(request.body);
      } catch (error) {
        if (error instanceof QrCapacityError) {
          throw new AppError("VALIDATION_FAILED", `data: ${error.message}`, {
            details: [{ path: error.field, message: error.message }],
          });
        }
        throw error;
      }
    },
  );
};
