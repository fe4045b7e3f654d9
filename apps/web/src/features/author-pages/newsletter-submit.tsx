"use client";

import { useEffect } from "react";

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
      const response = await fetch(form.action, {
        method: "POST",
        body: new FormData(form),
        headers: { accept: "application/json" },
      }).catch(() => null);
      const result = response?.ok
        ? ((await response.json()) as { status: string }).status
        : "failed";
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
