"use client";

import { useEffect, useState } from "react";

// The client is loaded after the first paint: tool pages keep their first load (decision 0054).
const loadToolsApi = () => import("@/lib/api/tools-client").then((m) => m.toolsApi);

export type GenerationStatus = "loading" | "llm" | "templates";

/**
 * Whether the API writes with a language model. Anything but a clear "llm" (the API unreachable
 * included) leaves the page on its templates, which need no server.
 */
export function useGenerationStatus(): GenerationStatus {
  const [status, setStatus] = useState<GenerationStatus>("loading");
  useEffect(() => {
    let live = true;
    void loadToolsApi()
      .then((toolsApi) => toolsApi().listingGeneration())
      .then(
        (answer) => {
          if (live) setStatus(answer.ok && answer.data.generator === "llm" ? "llm" : "templates");
        },
        () => {
          if (live) setStatus("templates");
        },
      );
    return () => {
      live = false;
    };
  }, []);
  return status;
}
