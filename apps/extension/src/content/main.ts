import type { Answer, Request } from "../shared/messages";
import { webExtension } from "../shared/web-extension";
import { type Bridge, runOverlay } from "./run-overlay";

// The content script on Amazon's pages: reads the page once it has loaded, then draws.
const failed = { ok: false as const, message: "The extension did not answer; reload the page" };
const bridge: Bridge = {
  send: <T>(request: Request) =>
    webExtension()
      .runtime.sendMessage(request)
      .then(
        (answer) => (answer as Answer<T> | undefined) ?? failed,
        () => failed,
      ),
};

void runOverlay(document, new URL(location.href), bridge, new Date());
