"use client";

import type { ActivePromotions } from "@inkforge/domain/contracts/promotions";
import { useSession } from "next-auth/react";
import { useEffect, useState } from "react";
import { loadActivePromotions } from "./promotions-api";

export type PromotionsState = {
  promotions: ActivePromotions | null;
  /** The session token the answer was fetched with (null for a guest). */
  token: string | null;
};

/**
 * The caller's promotions once the session has settled: while it loads nothing is fetched, so a
 * member never sees a guest's banner or popup first (spec §5: token and info arrive together).
 * A failure is logged and shows no promotion; it never breaks the page.
 */
export function useActivePromotions(): PromotionsState {
  const { data, status } = useSession();
  const token = status === "authenticated" ? (data?.apiToken ?? null) : null;
  const [state, setState] = useState<PromotionsState>({ promotions: null, token: null });
  useEffect(() => {
    if (status === "loading") return;
    let live = true;
    loadActivePromotions(token)
      .then((promotions) => {
        if (live) setState({ promotions, token });
      })
      .catch((error: unknown) => {
        console.warn("Failed to fetch promotions", error);
      });
    return () => {
      live = false;
    };
  }, [status, token]);
  return state.token === token ? state : { promotions: null, token };
}
