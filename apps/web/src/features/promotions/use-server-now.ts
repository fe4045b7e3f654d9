"use client";

import { useEffect, useState } from "react";
import { serverNow } from "./server-clock";

/** The server's time, refreshed every `intervalMs`, so decisions flip at their instant. */
export function useServerNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
