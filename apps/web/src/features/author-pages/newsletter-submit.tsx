"use client";

import { useEffect } from "react";

function readStatus(data: unknown): string {
  const status = (data as { status?: unknown } | null)?.status;
  if (typeof status !== "string") throw new Error("no status");
  return status;
}

/*
 * Submits the newsletter form in place when scripts run (the status appears without a page load
 * and no cross-origin redirect is involved); without scripts the form posts and redirects back.
 */
export function NewsletterSubmit({ formId, statusId }: { formId: string; statusId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      const status = document.getElementById(statusId);
      // Loaded on submit: the author page keeps its first load small (decision 0150).
      const { requestJson } = await import("@/lib/api/raw-request");
      const answer = await requestJson(form.action, readStatus, {
        method: "POST",
        body: new FormData(form),
        headers: { accept: "application/json" },
      });
      const result = answer.ok ? answer.data : "failed";
      const text = document.getElementById(`${statusId}-${result}`)?.textContent;
      if (status && text) {
        status.textContent = text;
        status.hidden = false;
        status.setAttribute("role", result === "pending" ? "status" : "alert");
      }
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [formId, statusId]);
  return null;
}
