/*
 * The few WebExtension APIs the extension uses, typed here rather than through a types package.
 * Firefox names the promise-based API `browser`, Chrome and Edge `chrome` (promises in MV3).
 */
type MessageSender = { tab?: { id?: number } };

export type WebExtensionApi = {
  runtime: {
    sendMessage: (message: unknown) => Promise<unknown>;
    onMessage: {
      addListener: (
        listener: (
          message: unknown,
          sender: MessageSender,
          respond: (answer: unknown) => void,
        ) => boolean | undefined,
      ) => void;
    };
  };
  storage: {
    local: {
      get: (keys: string[]) => Promise<Record<string, unknown>>;
      set: (items: Record<string, unknown>) => Promise<void>;
      remove: (keys: string[]) => Promise<void>;
    };
  };
  tabs: { create: (options: { url: string }) => Promise<unknown> };
};

export function webExtension(): WebExtensionApi {
  const scope = globalThis as { browser?: WebExtensionApi; chrome?: WebExtensionApi };
  const api = scope.browser ?? scope.chrome;
  if (!api) throw new Error("Not running as a browser extension");
  return api;
}
