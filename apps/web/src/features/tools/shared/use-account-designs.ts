"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { unwrap } from "@/lib/api/api-error";
import { createDesignsClient, type DesignKind, type SavedDesign } from "@/lib/api/designs-client";
import { useApiSession } from "@/lib/api/use-api-session";

/*
 * The editors' designs saved to the account (issue 31, decision 0113), one hook for the cover
 * designer, the A+ Content maker and the pattern designer. The open design's id and version live
 * here: a save sends the version it started from, so a second browser that saved in between is a
 * 409 the page reports, never a silent overwrite.
 */

export type OpenDesign = { id: string; name: string; version: number };

export function useAccountDesigns(kind: DesignKind) {
  const session = useApiSession();
  const signedIn = session.status === "signed-in" ? session : null;
  const client = useMemo(() => (signedIn ? createDesignsClient(signedIn.call) : null), [signedIn]);
  const userId = signedIn?.userId ?? "signed-out";
  const listKey = ["designs", userId, kind, "list"] as const;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenDesign | null>(null);
  const openRef = useRef<OpenDesign | null>(null);
  openRef.current = open;

  const list = useQuery({
    queryKey: listKey,
    enabled: client !== null,
    queryFn: async () => unwrap(await (client as NonNullable<typeof client>).list(kind)),
  });

  const remember = (design: SavedDesign) => {
    const next = { id: design.id, name: design.name, version: design.version };
    openRef.current = next;
    setOpen(next);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });

  const save = useMutation({
    meta: { failureTitle: "The design could not be saved to your account" },
    mutationFn: async (input: {
      name: string;
      document: Record<string, unknown>;
      autosave?: boolean;
    }) => {
      if (!client) throw new Error("Sign in to save designs to your account.");
      const current = openRef.current;
      const result = current
        ? await client.update(current.id, {
            name: input.name,
            document: input.document,
            baseVersion: current.version,
            autosave: input.autosave,
          })
        : await client.create({ kind, name: input.name, document: input.document });
      return unwrap(result);
    },
    onSuccess: remember,
    onSettled: refresh,
  });

  const load = useMutation({
    meta: { failureTitle: "The design could not be opened" },
    mutationFn: async (id: string) => {
      if (!client) throw new Error("Sign in to open designs from your account.");
      return unwrap(await client.get(id));
    },
    onSuccess: remember,
  });

  const duplicate = useMutation({
    meta: { failureTitle: "The design could not be copied" },
    mutationFn: async (id: string) => {
      if (!client) throw new Error("Sign in to copy designs.");
      return unwrap(await client.duplicate(id));
    },
    onSuccess: remember,
    onSettled: refresh,
  });

  const remove = useMutation({
    meta: { failureTitle: "The design could not be deleted" },
    mutationFn: async (id: string) => {
      if (!client) throw new Error("Sign in to delete designs.");
      unwrap(await client.remove(id));
      return id;
    },
    onSuccess: (id) => {
      if (openRef.current?.id === id) {
        openRef.current = null;
        setOpen(null);
      }
    },
    onSettled: refresh,
  });

  return {
    signedIn: signedIn !== null,
    list,
    open,
    /** Starts a new design: the next save creates it. */
    detach: () => {
      openRef.current = null;
      setOpen(null);
    },
    save,
    load,
    duplicate,
    remove,
  };
}
