"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import type { MobileDrawerProps } from "@/app/_shell/header/mobile-drawer";

// The drawer (dialog, accordions, focus trap) is fetched the first time someone reaches for the
// menu, so pages don't ship it to every visitor.
const MobileDrawer = dynamic(
  () => import("@/app/_shell/header/mobile-drawer").then((m) => m.MobileDrawer),
  {
    ssr: false,
  },
);

type MobileNavProps = Omit<MobileDrawerProps, "open" | "onOpenChange" | "onCloseFocus">;

/** Below 1024 px the navigation lives in a side drawer behind this button. */
export function MobileNav(props: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-ink-900 hover:bg-slate-100 lg:hidden"
      >
        <Menu aria-hidden className="h-6 w-6" />
      </button>
      {wanted ? (
        <MobileDrawer
          {...props}
          open={open}
          onOpenChange={setOpen}
          onCloseFocus={() => buttonRef.current?.focus()}
        />
      ) : null}
    </>
  );
}
