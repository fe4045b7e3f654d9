"use client";

import type { ServerTimeResponse } from "@inkforge/domain/contracts/server-time";
import { useEffect, useState } from "react";
import { browserApi } from "@/lib/api/browser-api";
import { readResponse } from "@/lib/api/read-response";
import { whenUsed } from "@/lib/when-used";

/**
 * The API's current year, so a copyright line in the browser's preview matches the PDF the server
 * makes even when this device's clock differs. `initialYear` until the answer comes, and after a
 * failure (a preview with this device's year is still a fair preview).
 */
export function useServerYear(initialYear: number): number {
  const [year, setYear] = useState(initialYear);
  useEffect(() => {
    let live = true;
    // Once the page is used: a preview is drawn only after the author has typed, and the answer's
    // reader brings zod, which a visitor who only looks need not load (decisions 0173, 0183).
    void whenUsed()
      .then(() =>
        readResponse<ServerTimeResponse>(
          browserApi()("GET", "/api/server-time"),
          async () =>
            (await import("@inkforge/domain/contracts/server-time")).serverTimeResponseSchema,
          "time service",
        ),
      )
      .then((answer) => {
        const time = answer.ok ? Date.parse(answer.data.serverTime) : Number.NaN;
        if (live && Number.isFinite(time)) setYear(new Date(time).getUTCFullYear());
      });
    return () => {
      live = false;
    };
  }, []);
  return year;
}
