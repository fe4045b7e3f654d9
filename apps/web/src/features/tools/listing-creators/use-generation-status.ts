"use client";

import { useEffect, useState } from "react";
import { publicEnv } from "@/config/public-env";
import { createApiCaller } from "@/lib/api/api-call";

export type GenerationStatus = "loading" | "llm" | "templates";

/**
 * Whether the API writes with a language model. Anything but a clear "llm" (the API unreachable
 * included) leaves the page on its templates, which need no server.
 */
export function useGenerationStatus(): GenerationStatus {
  const [status, setStatus] = useState<GenerationStatus>("loading");
  useEffect(() => {
    let live = true;
    void createApiCaller({ baseUrl: publicEnv.apiUrl })<{ generator: "llm" | "templates" }>(
      "GET",
      "/api/tools/listing-generation",
    ).then((answer) => {
      if (live) setStatus(answer.ok && answer.data.generator === "llm" ? "llm" : "templates");
    });
    return () => {
      live = false;
    };
  }, []);
  return status;
}
