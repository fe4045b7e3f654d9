import Link from "next/link";
import type * as React from "react";
import { cn } from "@/lib/cn";

type TextLinkProps = {
  href: string;
  children: React.ReactNode;
  className?: string;
};

const linkClass =
  "font-medium text-ink-700 underline underline-offset-2 hover:text-ink-900 hover:decoration-2";

/**
 * An inline text link styled for use outside `Prose`. Internal paths go through next/link;
 * external URLs and mailto: links render a plain anchor.
 */
export function TextLink({ href, children, className }: TextLinkProps) {
  if (href.startsWith("/")) {
    return (
      <Link href={href} className={cn(linkClass, className)}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={cn(linkClass, className)}>
      {children}
    </a>
  );
}
