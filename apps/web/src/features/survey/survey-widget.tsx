"use client";

import { useEffect } from "react";
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
    loadSurveySdk({ apiHost, environmentId }).catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
    });
  }, [apiHost, environmentId]);
  return null;
}
