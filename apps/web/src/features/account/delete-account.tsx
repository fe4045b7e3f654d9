"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/auth/use-hydrated";

// The dialog (Radix Dialog, the form and its schema) loads on first use, not with the account page.
const DeleteAccountDialog = dynamic(
  () => import("./delete-account-dialog").then((m) => m.DeleteAccountDialog),
  { ssr: false },
);

/** "Delete account" on the account page: the button, and the confirmation dialog it opens. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  // Until React runs, a press would do nothing: the button says so by being disabled.
  const hydrated = useHydrated();
  return (
    <>
      <Button
        variant="outline"
        className="border-red-300 text-red-800 hover:bg-red-50"
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
      >
        Delete account
      </Button>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
