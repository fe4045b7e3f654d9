import type * as React from "react";
import { cn } from "@/lib/cn";

/** The sentence about the whole form (failed call, rate limit), announced when it appears. */
export function FormMessage({
  children,
  tone = "error",
  testId,
}: {
  children: React.ReactNode;
  tone?: "error" | "success" | "info";
  testId?: string;
}) {
  if (!children) return null;
  const tones = {
    error: "border-red-300 bg-red-50 text-red-900",
    success: "border-emerald-300 bg-emerald-50 text-emerald-950",
    info: "border-ink-200 bg-ink-50 text-ink-900",
  } as const;
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={cn("rounded-md border px-3 py-2 text-sm font-medium", tones[tone])}
    >
      {children}
    </p>
  );
}
