import { cva } from "class-variance-authority";

/**
 * Button styles on their own, so client components that ship on every page can style a link or
 * button without pulling in the Button component's Slot and class-merging code.
 *
 * A label that does not fit its line ("8.5 × 11 in daily planner for 2027, a page a day" on a
 * phone) wraps inside a button that grows, instead of widening the page. The sizes are minimum
 * heights for the same reason: one line keeps the height it always had.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 text-center rounded-md text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-ember-600 text-white hover:bg-ember-700",
        secondary: "bg-ink-800 text-white hover:bg-ink-900",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        link: "text-ink-700 underline-offset-4 hover:underline",
      },
      size: {
        sm: "min-h-8 px-3 py-1",
        md: "min-h-10 px-4 py-2",
        lg: "min-h-12 px-6 py-2.5 text-base",
        icon: "h-10 w-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);
