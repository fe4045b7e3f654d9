import type { App } from "../src/types";

let addressCounter = 0;

/** A fresh client address, so per-address limits of one test do not leak into another. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Registers an account through the API and returns its token. */
export async function registerUser(
  app: App,
  email: string,
  password = "correct horse battery",
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/account/jsonregister",
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) {
    throw new Error(`register ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().token as string;
}

export function logIn(
  app: App,
  username: string,
  password: string,
  remoteAddress: string = nextAddress(),
) {
  return app.inject({
    method: "POST",
    url: "/api/account/login",
    payload: { username, password },
    remoteAddress,
  });
}

/** A real multipart/form-data body, encoded by the platform's FormData. */
export async function multipartBody(
  fields: Record<string, string | Blob>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, "upload.bin");
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type")! },
  };
}

/** `PUT /api/account/edit` with the JSON in the multipart `data` field (a string is sent as is). */
export async function editAccount(app: App, token: string | undefined, data: unknown) {
  const body = await multipartBody({
    data: typeof data === "string" ? data : JSON.stringify(data),
  });
  return app.inject({
    method: "PUT",
    url: "/api/account/edit",
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    remoteAddress: nextAddress(),
  });
}
