"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useToasts } from "@/components/toast/use-toast";

// Radix Toast is fetched with the first toast; most page views never show one.
const Toaster = dynamic(() => import("@/components/toast/toaster").then((m) => m.Toaster), {
  ssr: false,
});

export function ToasterSlot() {
  const { toasts } = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  return needed ? <Toaster /> : null;
}
