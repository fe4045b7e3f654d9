import type { Answer } from "../shared/messages";
import { webExtension } from "../shared/web-extension";

/*
 * Runs on the site's extension sign-in page only. The page (signed in on the site) posts a
 * one-time code; this hands it to the worker, which exchanges it for the extension's own token,
 * and tells the page how it went. The code never reaches Amazon's pages.
 */
window.addEventListener("message", (event) => {
  if (event.source !== window || event.origin !== location.origin) return;
  const data = event.data as { source?: string; code?: unknown } | null;
  if (data?.source !== "inkforge-extension-sign-in" || typeof data.code !== "string") return;
  void webExtension()
    .runtime.sendMessage({ type: "sign-in-code", code: data.code })
    .then((answer) => {
      const result = answer as Answer<null> | undefined;
      window.postMessage(
        {
          source: "inkforge-extension",
          signedIn: result?.ok === true,
          message: result && !result.ok ? result.message : null,
        },
        location.origin,
      );
    });
});
// Lets the page know the extension is installed, so it offers the sign-in button.
document.documentElement.setAttribute("data-inkforge-extension", "installed");
