"use client";

import type { ComponentProps } from "react";
import { useAuth } from "@/lib/auth/use-auth";
import { useLazyModule } from "@/lib/use-lazy-module";

// Signed-in only: the research client, its notes and the capability check load once a session is
// there, so a visitor's first load of the page carries none of them (decision 0087).
const loadSeeds = () => import("./marketplace-seeds");

type Props = ComponentProps<typeof import("./marketplace-seeds").MarketplaceSeeds>;

/** `MarketplaceSeeds` for a signed-in user, loaded after the page; nothing for a visitor. */
export function MarketplaceSeedsSlot(props: Props) {
  const auth = useAuth();
  return auth.status === "authenticated" ? <LazySeeds {...props} /> : null;
}

function LazySeeds(props: Props) {
  const seeds = useLazyModule(loadSeeds);
  return seeds ? <seeds.MarketplaceSeeds {...props} /> : null;
}
