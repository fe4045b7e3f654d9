import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { buttonVariants } from "@/components/ui/button-variants";

type ToolButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/**
 * The site's button styles for tool pages, without `Button`'s Slot and tailwind-merge: those
 * cost about 9 KB of gzip JS on every calculator page (decision 0054). Its extra classes are
 * appended, not merged, so pass only classes that no variant sets (margins, alignment, width).
 */
export function ToolButton({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ToolButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
