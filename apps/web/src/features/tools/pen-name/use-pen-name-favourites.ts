"use client";

import type { PenNameFavourite } from "@inkforge/domain/tools/pen-name/contract";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useAuth } from "@/lib/auth/use-auth";

const FAVOURITES_PATH = "/api/tools/pen-names/favourites";

// The answers' schemas load with the first call, not with the page (decision 0054).
const loadContract = () => import("@inkforge/domain/tools/pen-name/contract");

export type PenNameFavourites = {
  signedIn: boolean;
  favourites: PenNameFavourite[];
  loading: boolean;
  save: (name: string, country: string | null) => Promise<void>;
  remove: (favourite: PenNameFavourite) => Promise<void>;
};

/** The signed-in user's saved pen names, kept on the server (their own only). */
export function usePenNameFavourites(): PenNameFavourites {
  const auth = useAuth();
  const call = useAccountApi();
  const signedIn = auth.status === "authenticated";
  const [favourites, setFavourites] = useState<PenNameFavourite[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!signedIn) {
      setFavourites([]);
      return;
    }
    let current = true;
    setLoading(true);
    void loadContract()
      .then(({ penNameFavouriteListSchema }) =>
        call("GET", FAVOURITES_PATH, { schema: penNameFavouriteListSchema }),
      )
      .then((result) => {
        if (!current) return;
        setLoading(false);
        if (result.ok) setFavourites(result.data);
      });
    return () => {
      current = false;
    };
  }, [signedIn, call]);

  const save = useCallback(
    async (name: string, country: string | null) => {
      const { penNameFavouriteSchema } = await loadContract();
      const result = await call("POST", FAVOURITES_PATH, {
        body: { name, country },
        schema: penNameFavouriteSchema,
      });
      if (!result.ok) {
        toast({
          variant: "error",
          title: "Not saved",
          description: result.details[0]?.message
            ? `Name ${result.details[0].message}.`
            : result.message,
        });
        return;
      }
      const saved = result.data;
      setFavourites((list) => [saved, ...list.filter((item) => item.id !== saved.id)]);
      toast({
        variant: "success",
        title: "Saved",
        description: `${saved.name} is in your favourites.`,
      });
    },
    [call],
  );

  const remove = useCallback(
    async (favourite: PenNameFavourite) => {
      const result = await call("DELETE", `${FAVOURITES_PATH}/${favourite.id}`);
      if (!result.ok && result.status !== 404) {
        toast({ variant: "error", title: "Not removed", description: result.message });
        return;
      }
      setFavourites((list) => list.filter((item) => item.id !== favourite.id));
    },
    [call],
  );

  return { signedIn, favourites, loading, save, remove };
}
