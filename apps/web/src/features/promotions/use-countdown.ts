"use client";

import { COUNTDOWN_TICK_MS } from "@inkforge/domain/constants";
import {
  type CountdownType,
  type CountdownValue,
  computeCountdown,
} from "@inkforge/domain/promotions/countdown";
import { useEffect, useState } from "react";
import { serverNow } from "./server-clock";

const warned = new Set<string>();

/**
 * A countdown toward `target`, recalculated every second from the server's clock (CD-01, CD-08).
 * At or after the target it reads 0:0:0; an invalid target also reads 0:0:0 and logs a warning
 * once (CD-02, CD-03).
 */
export function useCountdown(target: string | Date | null, type: CountdownType): CountdownValue {
  const [value, setValue] = useState(() => computeCountdown(target, serverNow(), type));
  useEffect(() => {
    const tick = () => {
      const next = computeCountdown(target, serverNow(), type);
      if (next.invalidDate) {
        const key = String(target);
        if (!warned.has(key)) {
          warned.add(key);
          console.warn(`Countdown: invalid target date "${key}", showing 0:0:0`);
        }
      }
      setValue(next);
    };
    tick();
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [target, type]);
  return value;
}
