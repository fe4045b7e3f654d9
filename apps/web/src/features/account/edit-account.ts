import type { EditAccountData } from "@inkforge/domain/contracts/account";
import type { ApiCaller } from "@/lib/api/api-call";
import { readResponse } from "@/lib/api/read-response";
import { loadAccountSchema } from "./load-account-schema";

/**
 * `PUT /api/account/edit`: multipart form data with one field `data` holding the JSON
 * (API-ACC-08). `data` is validated by the caller with the schema for this account
 * (`editAccountDataSchemaFor`).
 */
export function editAccount(api: ApiCaller, data: EditAccountData) {
  const form = new FormData();
  form.append("data", JSON.stringify(data));
  return readResponse(
    api("PUT", "/api/account/edit", { body: form }),
    loadAccountSchema("editAccountResponseSchema"),
    "account service",
  );
}
