"use client";

import type { PersonDetail } from "@inkforge/domain/admin/contract";
import { useState } from "react";
import { useConsoleApi } from "./console-session";
import { DataTable, ReasonAction } from "./data-table";
import { money, when } from "./format";

/** A person's notifications and affiliate account, as support and admins read them. */
export function PersonActivity({ person }: { person: PersonDetail }) {
  const affiliate = person.affiliate;
  return (
    <>
      <section className="grid gap-2" aria-labelledby="notifications-title">
        <h2 id="notifications-title" className="text-lg font-bold">
          Notifications
        </h2>
        <DataTable
          caption="Notifications"
          columns={[
            { key: "code", label: "Code", render: (n) => n.code },
            { key: "created", label: "Sent", render: (n) => when(n.createdAt) },
            { key: "read", label: "Read", render: (n) => (n.readAt ? when(n.readAt) : "unread") },
          ]}
          rows={person.notifications}
          rowKey={(n) => n.id}
          testId="notifications-table"
          empty="No notifications."
        />
      </section>
      <section className="grid gap-2" aria-labelledby="affiliate-title">
        <h2 id="affiliate-title" className="text-lg font-bold">
          Affiliate account
        </h2>
        {affiliate ? (
          <div className="grid gap-1 text-sm" data-testid="person-affiliate">
            <p>
              #{affiliate.id} · {affiliate.username} · payouts to{" "}
              {affiliate.payoutEmail ?? "no payout email yet"} · since {when(affiliate.createdAt)}
            </p>
            <p>
              {affiliate.commissions.length === 0
                ? "No commissions yet."
                : affiliate.commissions
                    .map((c) => `${c.count} ${c.status} (${money(c.amountCents)})`)
                    .join(" · ")}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Not an affiliate.</p>
        )}
      </section>
    </>
  );
}

function saveJson(name: string, data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Admins' account help: a reset link, the GDPR export and the GDPR erasure, each with a reason. */
export function PersonAccountActions({
  person,
  onDone,
}: {
  person: PersonDetail;
  onDone: () => void;
}) {
  const api = useConsoleApi();
  const [notice, setNotice] = useState<string | null>(null);
  if (person.deleted) return null;
  const post = async (path: string, reason: string) => {
    const result = await api("POST", `/api/admin/people/${person.id}/${path}`, {
      body: { reason },
    });
    return result;
  };
  return (
    <section className="grid gap-2" aria-labelledby="account-title">
      <h2 id="account-title" className="text-lg font-bold">
        Account
      </h2>
      <div className="flex flex-wrap items-start gap-3">
        <ReasonAction
          label="Send password reset"
          testId="send-reset"
          run={async (reason) => {
            const result = await post("password-reset", reason);
            if (!result.ok) return { ok: false, message: result.message };
            setNotice(`A reset link was mailed to ${person.email}.`);
            return { ok: true };
          }}
        />
        <ReasonAction
          label="Export data"
          testId="export-data"
          run={async (reason) => {
            const result = await post("export", reason);
            if (!result.ok) return { ok: false, message: result.message };
            saveJson(`person-${person.id}.json`, result.data);
            setNotice("The export was downloaded.");
            return { ok: true };
          }}
        />
        {person.role ? null : (
          <ReasonAction
            label="Delete account"
            tone="danger"
            testId="delete-account"
            run={async (reason) => {
              const result = await post("delete", reason);
              if (!result.ok) return { ok: false, message: result.message };
              setNotice("The account was deleted.");
              return { ok: true };
            }}
            onDone={onDone}
          />
        )}
      </div>
      {notice ? (
        <p className="text-sm text-emerald-800" role="status" data-testid="account-notice">
          {notice}
        </p>
      ) : null}
    </section>
  );
}
