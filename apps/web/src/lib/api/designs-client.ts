import type {
  DesignKind,
  DesignSummary,
  SavedDesign,
  UpdateDesignInput,
} from "@inkforge/domain/designs/contract";
import type { ApiCaller, ApiResult } from "@/lib/api/api-call";
import { requestRaw } from "@/lib/api/raw-request";
import { readResponse } from "@/lib/api/read-response";

/*
 * Designs saved to the account as the browser calls them (issue 31, decision 0113; contract:
 * `designs/contract.ts`, which the API serialises with). Images are bytes, not JSON, so their two
 * calls go through the byte-level request (`raw-request.ts`) with the member's token.
 */

export type { DesignKind, SavedDesign };
export type DesignList = { designs: DesignSummary[]; limit: number | null };

const SERVICE = "design service";
const contracts = () => import("@inkforge/domain/designs/contract");

export function createDesignsClient(call: ApiCaller) {
  const one = (pending: Promise<ApiResult<unknown>>) =>
    readResponse<SavedDesign>(pending, async () => (await contracts()).designSchema, SERVICE);
  return {
    list: (kind: DesignKind) =>
      readResponse<DesignList>(
        call("GET", "/api/v1/designs", { query: { kind } }),
        async () => (await contracts()).designListSchema,
        SERVICE,
      ),
    get: (id: string) => one(call("GET", `/api/v1/designs/${id}`)),
    create: (input: { kind: DesignKind; name: string; document: Record<string, unknown> }) =>
      one(call("POST", "/api/v1/designs", { body: input })),
    update: (id: string, input: UpdateDesignInput) =>
      one(call("PUT", `/api/v1/designs/${id}`, { body: input })),
    duplicate: (id: string) => one(call("POST", `/api/v1/designs/${id}/duplicate`, { body: {} })),
    remove: (id: string) => call("DELETE", `/api/v1/designs/${id}`),
  };
}

export type DesignImageUpload = { name: string; width: number; height: number; bytes: number };

/** Stores an image for a design; the server re-encodes it as PNG at the same size. */
export async function uploadDesignImage(
  apiUrl: string,
  token: string,
  image: Blob,
): Promise<DesignImageUpload> {
  const form = new FormData();
  form.append("file", image, "image.png");
  const answer = await requestRaw(`${apiUrl}/api/v1/designs/images`, {
    method: "POST",
    token,
    body: form,
  });
  if (!answer.ok) throw new Error(answer.message);
  const body = (await answer.response.json().catch(() => null)) as DesignImageUpload | null;
  if (!body) throw new Error("The image could not be saved to your account");
  return body;
}

/** One of the member's stored design images. */
export async function fetchDesignImage(apiUrl: string, token: string, name: string) {
  const answer = await requestRaw(`${apiUrl}/api/v1/designs/images/${encodeURIComponent(name)}`, {
    token,
  });
  if (!answer.ok) throw new Error("An image of this design could not be loaded");
  return answer.response.blob();
}
