"use client";

import { editAccountDataSchema } from "@inkforge/domain/contracts/account";
import { useRouter } from "next/navigation";
import { useSession } from "next-auth/react";
import type * as React from "react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { describeApiFailure, fieldErrorsFromZod } from "@/features/auth/error-messages";
import { FormMessage, TextField } from "@/features/auth/form-field";
import { useAccountApi } from "@/features/auth/use-account-api";
import { formValue, useHydrated } from "@/features/auth/use-hydrated";
import { toast } from "@/features/toast/toast-store";
import { editAccount } from "./edit-account";

/** Name and profile image (`username`, `image` of the edit contract). */
export function ProfileForm({ initial }: { initial: { username: string; image: string | null } }) {
  const id = useId();
  const api = useAccountApi();
  const { update } = useSession();
  const router = useRouter();
  const hydrated = useHydrated();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = editAccountDataSchema.safeParse({
      username: formValue(form, "username"),
      image: formValue(form, "image").trim(),
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(parsed.error));
      setError(null);
      return;
    }
    setFieldErrors({});
    setError(null);
    setSending(true);
    const result = await editAccount(api, parsed.data);
    setSending(false);
    if (!result.ok) {
      const described = describeApiFailure(result, "editProfile");
      setFieldErrors(described.fieldErrors);
      setError(described.message);
      return;
    }
    // The session shows the name and image too: refresh it from the API.
    await update();
    router.refresh();
    toast({ variant: "success", title: "Profile saved" });
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Profile">
      <TextField
        id={`${id}-name`}
        label="Name"
        name="username"
        autoComplete="name"
        defaultValue={initial.username}
        error={fieldErrors.username}
      />
      <TextField
        id={`${id}-image`}
        label="Image URL"
        name="image"
        type="url"
        inputMode="url"
        placeholder="https://…"
        defaultValue={initial.image ?? ""}
        error={fieldErrors.image}
        hint="A link to a square picture. Leave empty to remove it."
      />
      {error ? <FormMessage>{error}</FormMessage> : null}
      <div>
        <Button type="submit" disabled={!hydrated || sending}>
          {sending ? "Saving…" : "Save profile"}
        </Button>
      </div>
    </form>
  );
}
