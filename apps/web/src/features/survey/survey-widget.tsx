"use client";

import { useEffect } from "react";
import { afterIdle } from "@/lib/after-idle";
import { loadSurveySdk } from "./load-survey-sdk";

/**
 * The survey widget (spec §2.13): mounted only when a Formbricks host and environment are
 * configured; a failure is logged and never reaches the page.
 */
export function SurveyWidget({
  apiHost,
  environmentId,
}: {
  apiHost: string;
  environmentId: string;
}) {
  useEffect(() => {
    // The SDK waits for the page to be idle, like the popups (decision 0167).
    afterIdle()
      .then(() => loadSurveySdk({ apiHost, environmentId }))
      .catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
      });
  }, [apiHost, environmentId]);
  return null;
}
