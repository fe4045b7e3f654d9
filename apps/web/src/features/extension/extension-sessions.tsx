"use client";

import type { ExtensionSessions } from "@inkforge/domain/contracts/extension";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { Button } from "@/components/ui/button";
import { readResponse } from "@/lib/api/read-response";
import { useAccountApi } from "@/lib/api/use-account-api";

type Session = ExtensionSessions["sessions"][number];

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The browser extensions signed in to this account, each with a button that signs it out. */
export function ExtensionSessionsList() {
  const api = useAccountApi();
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(async () => {
    // The contract (and zod) loads beside the request, not with the page.
    const result = await readResponse(
      api("GET", "/api/v1/account/extension-sessions"),
      () =>
        import("@inkforge/domain/contracts/extension").then(
          (contract) => contract.extensionSessionsSchema,
        ),
      "account service",
    );
    if (result.ok) setSessions(result.data.sessions);
    else setFailed(result.message);
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  async function signOut(id: string) {
    const result = await api("DELETE", `/api/v1/account/extension-sessions/${id}`);
    if (!result.ok) {
      toast({ title: "The extension was not signed out", description: result.message });
      return;
    }
    setSessions((current) => current?.filter((session) => session.id !== id) ?? null);
    toast({ title: "The extension is signed out" });
  }

  if (failed) return <p role="alert">We couldn't load your extension sessions: {failed}</p>;
  if (!sessions) return <p className="text-slate-600">Loading…</p>;
  if (sessions.length === 0) {
    return <p className="text-slate-600">No browser extension is signed in to your account.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200" aria-label="Signed-in extensions">
      {sessions.map((session) => (
        <li key={session.id} className="flex items-center justify-between gap-4 py-3">
          <div>
            <p className="font-medium text-ink-900">{session.userAgent ?? "A browser"}</p>
            <p className="text-sm text-slate-600">
              Signed in {dateFormat.format(new Date(session.createdAt))}, last used{" "}
              {dateFormat.format(new Date(session.lastSeenAt))}
            </p>
          </div>
          <Button type="button" variant="outline" onClick={() => signOut(session.id)}>
            Sign out
          </Button>
        </li>
      ))}
    </ul>
  );
}
