"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type * as React from "react";

/**
 * The site's modal: an overlay and a centred panel with its title, description, content and a close
 * button. Radix Dialog keeps focus inside, closes on Escape and outside press, labels the panel by
 * its title and returns focus to what opened it. Load it with the dialog that uses it, on first use.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  testId,
  narrow = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  testId?: string;
  /** 28rem instead of 30rem wide. */
  narrow?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-slate-900/50" />
        <Dialog.Content
          data-testid={testId}
          className={`fixed left-1/2 top-1/2 z-[71] ${narrow ? "w-[min(28rem,calc(100vw-2rem))]" : "w-[min(30rem,calc(100vw-2rem))]"} -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl`}
        >
          <Dialog.Title className="pr-8 text-lg font-bold text-ink-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
          {children}
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded-md p-2 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the modal it is in (wrap a button with `asChild`). */
export const ModalClose = Dialog.Close;
