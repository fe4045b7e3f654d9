import type * as React from "react";
import { cn } from "@/lib/cn";

function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("rounded-xl border border-slate-200 bg-white p-6 shadow-sm", className)}
      {...props}
    />
  );
}

function CardTitle({ className, ...props }: React.ComponentProps<"h3">) {
  return (
    <h3
      data-slot="card-title"
      className={cn("text-lg font-semibold text-ink-900", className)}
      {...props}
    />
  );
}

function CardText({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p data-slot="card-text" className={cn("mt-2 text-sm text-slate-600", className)} {...props} />
  );
}

export { Card, CardText, CardTitle };
