import { publicEnv } from "@/config/public-env";
import { createRequestClient } from "@/lib/request";

/** The browser's client for the Inkforge API (spec §7.1 behaviour lives in request.ts). */
export const apiClient = createRequestClient({ baseUrl: publicEnv.apiUrl });
