import { API_URL, SITE_URL } from "../shared/build-config";
import type { Request } from "../shared/messages";
import { webExtension } from "../shared/web-extension";
import { createApiClient } from "./api-client";

const ext = webExtension();
const TOKEN_KEY = "extensionToken";

const client = createApiClient({
  apiUrl: API_URL,
  fetch: (url, init) => fetch(url, init),
  tokens: {
    read: async () => {
      const stored = await ext.storage.local.get([TOKEN_KEY]);
      return typeof stored[TOKEN_KEY] === "string" ? stored[TOKEN_KEY] : null;
    },
    write: async (token) => {
      if (token === null) await ext.storage.local.remove([TOKEN_KEY]);
      else await ext.storage.local.set({ [TOKEN_KEY]: token });
    },
  },
});

ext.runtime.onMessage.addListener((message, _sender, respond) => {
  const request = message as Request;
  if (request.type === "open-site") {
    // Only paths on our own site: a page can never make the extension open another address.
    if (request.path.startsWith("/")) void ext.tabs.create({ url: `${SITE_URL}${request.path}` });
    respond({ ok: true, data: null });
    return undefined;
  }
  void client.handle(request).then(respond);
  return true;
});
