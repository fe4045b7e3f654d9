"use client";

import { type CountdownType, formatCountdownClock } from "@inkforge/domain/promotions/countdown";
import { clsx as cn } from "clsx";
import { useCountdown } from "./use-countdown";

const pad2 = (value: number) => String(value).padStart(2, "0");

type CountdownDisplayProps = {
  target: string | Date | null;
  type: CountdownType;
  className?: string;
  label?: string;
};

/**
 * A ticking countdown. Type 1 shows days, hours, minutes and seconds as labelled units (the sale
 * banner); type 2 shows one `H:MM:SS` clock whose hours hold the days (71:59:49). Expired or
 * invalid, both read the spec's 0:0:0.
 */
export function CountdownDisplay({
  target,
  type,
  className,
  label = "Time left",
}: CountdownDisplayProps) {
  const value = useCountdown(target, type);
  const text =
    value.expired || type === 2
      ? formatCountdownClock(value)
      : `${value.days}d ${pad2(value.hours)}h ${pad2(value.minutes)}m ${pad2(value.seconds)}s`;
  return (
    <span
      role="timer"
      aria-label={label}
      data-testid="countdown"
      data-expired={value.expired ? "true" : "false"}
      className={cn("font-mono tabular-nums", className)}
    >
      {type === 1 && !value.expired ? (
        <>
          <Unit value={value.days} unit="d" name="days" />
          <Unit value={value.hours} unit="h" name="hours" pad />
          <Unit value={value.minutes} unit="m" name="minutes" pad />
          <Unit value={value.seconds} unit="s" name="seconds" pad />
          <span className="sr-only">{text}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}

function Unit({
  value,
  unit,
  name,
  pad = false,
}: {
  value: number;
  unit: string;
  name: string;
  pad?: boolean;
}) {
  return (
    <span aria-hidden data-unit={name} className="mr-1 last:mr-0">
      {pad ? pad2(value) : value}
      <span className="text-[0.8em] opacity-80">{unit}</span>
    </span>
  );
}
